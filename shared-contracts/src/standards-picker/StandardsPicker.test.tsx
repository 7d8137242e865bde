// The shared standards picker as a teacher uses it: filters narrow the list, select all shown
// and clear act on what is shown, a standard gone from its framework can be removed, and an
// error is announced with the choices. Its texts come from the caller's namespace and prefix.
import { useState, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initReactI18next } from 'react-i18next';
import type { Framework, Standard, StandardRef } from '@lesson-planner/shared-contracts/curriculum';
import { i18n } from '@lesson-planner/shared-contracts/i18n';
import { AppProviders } from '@lesson-planner/shared-contracts/ui';
import { STANDARDS_PICKER_KEYS, StandardsPicker, type TeamStandards } from './index';
import { missingPickerTexts } from './testing';

// A link is an anchor here: the router itself does not load in jsdom.
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

// What a calling area provides under its prefix (here `picker.standards` in namespace `area`).
const TEXTS: Record<string, string> = {
  chooseTeam: 'Choose a team first.',
  loading: 'Loading the team’s standards…',
  noFrameworks: 'This team has no standards framework yet.',
  toTeamCurriculum: 'Open the team’s curriculum',
  search: 'Search code, description or strand',
  subject: 'Subject',
  allSubjects: 'All subjects',
  gradeBand: 'Grade band',
  allGradeBands: 'All grade bands',
  noStrand: 'Other standards',
  selected_one: '{{count}} standard selected.',
  selected_other: '{{count}} standards selected.',
  shown_one: '{{count}} shown.',
  shown_other: '{{count}} shown.',
  selectAllShown: 'Select all shown',
  clear: 'Clear selection',
  noMatch: 'No standard matches these filters.',
  missing_one: '{{count}} selected standard is no longer in the team’s frameworks.',
  missing_other: '{{count}} selected standards are no longer in the team’s frameworks.',
  removeMissing_one: 'Remove it from the selection',
  removeMissing_other: 'Remove them from the selection',
};

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    resources: { en: { area: { picker: { standards: TEXTS } } } },
  });
});

const framework = (id: string, name: string) =>
  ({
    id,
    name,
    teamId: 't1',
    description: '',
    subjects: [],
    gradeBands: [],
  }) as unknown as Framework;
const standard = (
  code: string,
  subject: string,
  gradeBand: string,
  strand: string,
  order: number,
): Standard => ({
  id: code.toLowerCase(),
  code,
  description: `About ${code}`,
  subject,
  gradeBand,
  strand,
  order,
});

const TEAM: TeamStandards[] = [
  {
    framework: framework('f1', 'National Mathematics'),
    standards: [
      standard('MA.5.1', 'Mathematics', '4–6', 'Number', 0),
      standard('MA.5.2', 'Mathematics', '4–6', 'Geometry', 1),
      standard('MA.8.1', 'Mathematics', '7–9', 'Number', 2),
    ],
  },
  {
    framework: framework('f2', 'National Science'),
    standards: [standard('SC.5.1', 'Science', '4–6', '', 0)],
  },
];

function Picker({
  initial = [],
  data = TEAM,
  failure = null,
  error = null,
}: {
  initial?: StandardRef[];
  data?: TeamStandards[] | null;
  failure?: string | null;
  error?: string | null;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <form onSubmit={onSubmit}>
      <StandardsPicker
        texts={{ ns: 'area', keyPrefix: 'picker.standards' }}
        teamId="t1"
        data={data}
        failure={failure && <p role="alert">{failure}</p>}
        selected={selected}
        onChange={setSelected}
        legend="Standards"
        hint="What the unit teaches."
        error={error}
      />
    </form>
  );
}

const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
const picker = () => screen.getByRole('group', { name: 'Standards' });
const codesShown = () =>
  within(picker())
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.querySelector('strong')?.textContent);
const status = () => within(picker()).getByRole('status');

async function renderPicker(props: Parameters<typeof Picker>[0] = {}) {
  await act(async () => {
    render(
      <AppProviders>
        <Picker {...props} />
      </AppProviders>,
    );
  });
}

beforeEach(() => onSubmit.mockClear());

it('names every key it reads, so an area can check it provides them', () => {
  const area = { picker: { standards: TEXTS } };
  expect(missingPickerTexts(area, 'picker.standards')).toEqual([]);
  const { noStrand: _noStrand, missing_one: _one, missing_other: _other, ...fewer } = TEXTS;
  expect(missingPickerTexts({ picker: { standards: fewer } }, 'picker.standards')).toEqual([
    'noStrand',
    'missing',
  ]);
  expect(missingPickerTexts(area, 'picker')).toEqual(STANDARDS_PICKER_KEYS);
});

it('groups by framework and strand and shows subject and grade band of each standard', async () => {
  await renderPicker();
  const maths = within(picker()).getByRole('group', { name: 'National Mathematics' });
  expect(within(maths).getByRole('group', { name: 'Number' })).toHaveTextContent(
    /MA\.5\.1.*Mathematics · 4–6.*MA\.8\.1.*Mathematics · 7–9/,
  );
  const science = within(picker()).getByRole('group', { name: 'National Science' });
  expect(within(science).getByRole('group', { name: 'Other standards' })).toBeInTheDocument();
  expect(status()).toHaveTextContent('0 standards selected. 4 shown.');
});

it('narrows the list by text, subject and grade band, and says when nothing matches', async () => {
  const user = userEvent.setup();
  await renderPicker();
  await user.type(within(picker()).getByRole('searchbox', { name: /Search/ }), 'number');
  expect(codesShown()).toEqual(['MA.5.1', 'MA.8.1']);
  await user.selectOptions(within(picker()).getByRole('combobox', { name: 'Grade band' }), '7–9');
  expect(codesShown()).toEqual(['MA.8.1']);
  expect(status()).toHaveTextContent('1 shown.');

  await user.clear(within(picker()).getByRole('searchbox'));
  await user.selectOptions(within(picker()).getByRole('combobox', { name: 'Grade band' }), '');
  await user.selectOptions(within(picker()).getByRole('combobox', { name: 'Subject' }), 'Science');
  expect(codesShown()).toEqual(['SC.5.1']);

  await user.type(within(picker()).getByRole('searchbox'), 'MA.');
  expect(within(picker()).queryAllByRole('checkbox')).toHaveLength(0);
  expect(within(picker()).getByText('No standard matches these filters.')).toBeInTheDocument();
  expect(within(picker()).getByRole('button', { name: 'Select all shown' })).toBeDisabled();
});

it('offers a subject or grade band menu only when there is a choice', async () => {
  await renderPicker({ data: [TEAM[1]!] });
  expect(within(picker()).queryByRole('combobox')).not.toBeInTheDocument();
});

it('does not submit the form on Enter in the search field', async () => {
  const user = userEvent.setup();
  await renderPicker();
  await user.type(within(picker()).getByRole('searchbox'), 'MA{Enter}');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('selects all shown, adding to what was chosen without repeating it, and clears', async () => {
  const user = userEvent.setup();
  await renderPicker({
    initial: [
      { frameworkId: 'f2', standardId: 'sc.5.1' },
      { frameworkId: 'f1', standardId: 'ma.5.1' },
    ],
  });
  await user.selectOptions(within(picker()).getByRole('combobox', { name: 'Grade band' }), '4–6');
  await user.type(within(picker()).getByRole('searchbox'), 'MA');
  await user.click(within(picker()).getByRole('button', { name: 'Select all shown' }));
  expect(status()).toHaveTextContent('3 standards selected. 2 shown.');
  expect(within(picker()).getByRole('checkbox', { name: /MA\.5\.2/ })).toBeChecked();

  await user.click(within(picker()).getByRole('checkbox', { name: /MA\.5\.2/ }));
  expect(status()).toHaveTextContent('2 standards selected.');
  await user.click(within(picker()).getByRole('button', { name: 'Clear selection' }));
  expect(status()).toHaveTextContent('0 standards selected.');
  expect(within(picker()).getByRole('button', { name: 'Clear selection' })).toBeDisabled();
});

it('counts chosen standards that left their framework and removes them on request', async () => {
  const user = userEvent.setup();
  await renderPicker({
    initial: [
      { frameworkId: 'f1', standardId: 'ma.5.1' },
      { frameworkId: 'f1', standardId: 'gone' },
    ],
  });
  expect(
    within(picker()).getByText('1 selected standard is no longer in the team’s frameworks.'),
  ).toBeInTheDocument();
  await user.click(within(picker()).getByRole('button', { name: 'Remove it from the selection' }));
  expect(status()).toHaveTextContent('1 standard selected.');
  expect(
    within(picker()).queryByText(/no longer in the team’s frameworks/),
  ).not.toBeInTheDocument();
});

it('shows the area’s failure instead of claiming standards are missing', async () => {
  await renderPicker({
    failure: 'Could not read every framework.',
    initial: [{ frameworkId: 'f3', standardId: 'unread' }],
  });
  expect(within(picker()).getByRole('alert')).toHaveTextContent('Could not read every framework.');
  expect(
    within(picker()).queryByText(/no longer in the team’s frameworks/),
  ).not.toBeInTheDocument();
});

it('links to the team’s curriculum when the team has no framework', async () => {
  await renderPicker({ data: [] });
  expect(
    within(picker()).getByRole('link', { name: 'Open the team’s curriculum' }),
  ).toHaveAttribute('href', '/curriculum/team/t1');
});

it('announces an error with the choices it is about', async () => {
  await renderPicker({ error: 'Choose at most 2 standards.' });
  expect(picker()).toHaveAccessibleDescription('Choose at most 2 standards.');
  for (const box of within(picker()).getAllByRole('checkbox'))
    expect(box).toHaveAttribute('aria-invalid', 'true');
});
