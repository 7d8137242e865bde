// A unit's coverage: every unit standard by strand, with the lessons that address it or a
// visible "not yet addressed"; no plan, no standards and a missing unit each say so.
import type { ReactNode } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Standard } from '@lesson-planner/shared-contracts/curriculum';
import type { Lesson, Unit } from '@lesson-planner/shared-contracts/planning';
import { CurriculumFailure } from '../../api/curriculum-failure';
import {
  fetchLinkedExperiences,
  fetchLinkedRubrics,
  fetchPlanLessons,
  fetchStandardsByRef,
  fetchUnit,
} from '../../api/unit-coverage-reads';
import { renderWithI18n } from '../../test-utils/render-with-i18n';
import UnitCoveragePage from './UnitCoveragePage';

jest.mock('../../api/unit-coverage-reads', () => ({
  fetchUnit: jest.fn(),
  fetchPlanLessons: jest.fn(),
  fetchStandardsByRef: jest.fn(),
  fetchLinkedExperiences: jest.fn(),
  fetchLinkedRubrics: jest.fn(),
}));

let params: Record<string, string> = {};
jest.mock('@lesson-planner/shared-contracts/routing', () => ({
  useParams: () => params,
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const ref = (standardId: string) => ({ frameworkId: 'f1', standardId });

const unit: Unit = {
  id: 'u1',
  title: 'Fractions & decimals',
  subject: 'Mathematics',
  grade: '5',
  classroomId: null,
  teamId: 't1',
  startDate: null,
  weeks: 4,
  bigIdeas: [],
  essentialQuestions: [],
  standards: [ref('n1'), ref('g1'), ref('n2'), ref('gone'), ref('n3')],
  summativeAssessment: '',
  status: 'draft',
  ownerId: 'me',
  collaboratorIds: [],
  createdAt: new Date('2026-09-01T00:00:00Z'),
  updatedAt: null,
};

const standard = (id: string, code: string, strand: string): Standard => ({
  id,
  code,
  description: `Description of ${code}`,
  subject: 'Mathematics',
  gradeBand: '4–6',
  strand,
  order: 0,
});

const standards = new Map(
  [
    standard('n1', 'MA.5.1', 'Number'),
    standard('g1', 'MA.5.7', 'Geometry'),
    standard('n2', 'MA.5.2', 'Number'),
    standard('n3', 'MA.5.3', 'Number'),
  ].map((s) => [`f1/${s.id}`, s]),
);

const lesson = (title: string, ...standardIds: string[]): Lesson => ({
  title,
  objectives: [],
  standards: standardIds.map(ref),
  activities: [],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
});

const lessons = [
  lesson('Halves and quarters', 'n1'),
  lesson('Shapes', 'g1', 'outside-the-unit'),
  lesson('Comparing fractions', 'n1', 'gone'),
];

beforeEach(() => {
  jest.resetAllMocks();
  params = { unitCoverage: 'u1-coverage' };
  jest.mocked(fetchUnit).mockResolvedValue(unit);
  jest.mocked(fetchPlanLessons).mockResolvedValue(lessons);
  jest.mocked(fetchStandardsByRef).mockResolvedValue(standards);
  jest.mocked(fetchLinkedExperiences).mockResolvedValue([]);
  jest.mocked(fetchLinkedRubrics).mockResolvedValue([]);
});

it('counts a standard assessed by a linked rubric as addressed, and says which', async () => {
  jest
    .mocked(fetchLinkedRubrics)
    .mockResolvedValue([{ id: 'r1', title: 'Fraction poster', standards: [ref('n2')] }]);
  await renderWithI18n(<UnitCoveragePage />);

  expect(await screen.findByText('4 of 5 standards addressed')).toBeInTheDocument();
  expect(fetchLinkedRubrics).toHaveBeenCalledWith(unit);
  const number = screen.getByRole('table', { name: 'Number' });
  const second = within(number).getByRole('row', { name: /MA\.5\.2/ });
  expect(within(second).getByRole('link', { name: 'Rubric: Fraction poster' })).toHaveAttribute(
    'href',
    '/rubrics/r1',
  );
  expect(within(second).queryByText('Not yet addressed')).not.toBeInTheDocument();
});

it('counts a standard addressed by a linked experience, and says which', async () => {
  jest
    .mocked(fetchLinkedExperiences)
    .mockResolvedValue([{ id: 'e1', title: 'Fraction hunt', standards: [ref('n2'), ref('n1')] }]);
  await renderWithI18n(<UnitCoveragePage />);

  expect(await screen.findByText('4 of 5 standards addressed')).toBeInTheDocument();
  expect(fetchLinkedExperiences).toHaveBeenCalledWith(unit);
  const number = screen.getByRole('table', { name: 'Number' });
  const second = within(number).getByRole('row', { name: /MA\.5\.2/ });
  expect(within(second).getByRole('link', { name: 'Experience: Fraction hunt' })).toHaveAttribute(
    'href',
    '/experiences/e1',
  );
  expect(within(second).queryByText('Not yet addressed')).not.toBeInTheDocument();
  const first = within(number).getByRole('row', { name: /MA\.5\.1/ });
  expect(
    within(first).getByRole('link', { name: 'Experience: Fraction hunt' }),
  ).toBeInTheDocument();
  expect(
    within(first).getByRole('link', { name: 'Lesson 1: Halves and quarters' }),
  ).toBeInTheDocument();
});

it('lists the unit’s standards by strand with the lessons that address them', async () => {
  await renderWithI18n(<UnitCoveragePage />);

  const heading = await screen.findByRole('heading', {
    level: 1,
    name: 'Coverage of Fractions & decimals',
  });
  expect(within(heading).getByRole('link', { name: 'Fractions & decimals' })).toHaveAttribute(
    'href',
    '/units/u1',
  );
  expect(fetchUnit).toHaveBeenCalledWith('u1');
  expect(fetchStandardsByRef).toHaveBeenCalledWith('t1', unit.standards);

  expect(screen.getByText('3 of 5 standards addressed')).toBeInTheDocument();
  const meter = screen.getByRole('meter', { name: 'Standards addressed' });
  expect(meter).toHaveAttribute('aria-valuenow', '3');
  expect(meter).toHaveAttribute('aria-valuemax', '5');
  expect(meter).toHaveAttribute('aria-valuetext', '3 of 5 standards addressed');

  const tables = screen.getAllByRole('table');
  expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
    'Number',
    'Geometry',
    'Removed from their framework',
  ]);

  const number = screen.getByRole('table', { name: 'Number' });
  const codes = within(number)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  expect(codes).toEqual(['MA.5.1', 'MA.5.2', 'MA.5.3']);

  const first = within(number).getByRole('row', { name: /MA\.5\.1/ });
  expect(
    within(first).getByRole('link', { name: 'Lesson 1: Halves and quarters' }),
  ).toHaveAttribute('href', '/units/plan/edit/u1#lesson-1');
  expect(
    within(first).getByRole('link', { name: 'Lesson 3: Comparing fractions' }),
  ).toHaveAttribute('href', '/units/plan/edit/u1#lesson-3');
  const second = within(number).getByRole('row', { name: /MA\.5\.2/ });
  expect(within(second).getByText('Not yet addressed')).toBeInTheDocument();
  expect(within(second).queryByRole('link')).not.toBeInTheDocument();

  const geometry = screen.getByRole('table', { name: 'Geometry' });
  expect(within(geometry).getByRole('link', { name: 'Lesson 2: Shapes' })).toBeInTheDocument();

  const removed = screen.getByRole('table', { name: 'Removed from their framework' });
  expect(within(removed).getByRole('rowheader', { name: 'Removed standard' })).toBeInTheDocument();
  expect(within(removed).getByText('Framework f1, standard gone')).toBeInTheDocument();
  expect(
    within(removed).getByRole('link', { name: 'Lesson 3: Comparing fractions' }),
  ).toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'Open the lesson plan' })).toHaveAttribute(
    'href',
    '/units/plan/edit/u1',
  );
});

it('filters to the standards not yet addressed', async () => {
  const user = userEvent.setup();
  await renderWithI18n(<UnitCoveragePage />);

  await user.click(
    await screen.findByRole('checkbox', { name: 'Show only the standards not yet addressed' }),
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    'Showing the 2 standards not yet addressed.',
  );
  const tables = screen.getAllByRole('table');
  expect(tables).toHaveLength(1);
  expect(
    within(tables[0]!)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['MA.5.2', 'MA.5.3']);

  await user.click(screen.getByRole('checkbox'));
  expect(screen.getAllByRole('table')).toHaveLength(3);
});

it('says every standard is addressed when the filter leaves nothing', async () => {
  jest
    .mocked(fetchPlanLessons)
    .mockResolvedValue([lesson('All of it', 'n1', 'g1', 'n2', 'n3', 'gone')]);
  const user = userEvent.setup();
  await renderWithI18n(<UnitCoveragePage />);

  expect(await screen.findByText('5 of 5 standards addressed')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox'));
  expect(screen.getByRole('status')).toHaveTextContent(
    'Every standard of this unit is addressed by a lesson.',
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('shows every standard as not yet addressed and offers to plan when there is no plan', async () => {
  jest.mocked(fetchPlanLessons).mockResolvedValue(null);
  await renderWithI18n(<UnitCoveragePage />);

  expect(
    await screen.findByText(
      'This unit has no lesson plan yet, so no lesson addresses its standards; linked experiences and rubrics still count.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Plan the lessons' })).toHaveAttribute(
    'href',
    '/units/plan/create/u1',
  );
  expect(screen.getByText('0 of 5 standards addressed')).toBeInTheDocument();
  expect(screen.getAllByText('Not yet addressed')).toHaveLength(5);
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Lesson/ })).not.toBeInTheDocument();
});

it('counts a linked experience and rubric without a plan, both named on the same standard', async () => {
  jest.mocked(fetchPlanLessons).mockResolvedValue(null);
  jest
    .mocked(fetchLinkedExperiences)
    .mockResolvedValue([{ id: 'e1', title: 'Fraction hunt', standards: [ref('n2')] }]);
  jest
    .mocked(fetchLinkedRubrics)
    .mockResolvedValue([{ id: 'r1', title: 'Fraction poster', standards: [ref('n2')] }]);
  await renderWithI18n(<UnitCoveragePage />);

  expect(await screen.findByText('1 of 5 standards addressed')).toBeInTheDocument();
  const number = screen.getByRole('table', { name: 'Number' });
  const second = within(number).getByRole('row', { name: /MA\.5\.2/ });
  expect(within(second).getByRole('link', { name: 'Experience: Fraction hunt' })).toHaveAttribute(
    'href',
    '/experiences/e1',
  );
  expect(within(second).getByRole('link', { name: 'Rubric: Fraction poster' })).toHaveAttribute(
    'href',
    '/rubrics/r1',
  );
  expect(screen.getAllByText('Not yet addressed')).toHaveLength(4);
});

it('says so when the unit lists no standards', async () => {
  jest.mocked(fetchUnit).mockResolvedValue({ ...unit, standards: [] });
  await renderWithI18n(<UnitCoveragePage />);

  expect(
    await screen.findByText('This unit lists no standards yet, so there is nothing to cover.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose the unit’s standards' })).toHaveAttribute(
    'href',
    '/units/edit/u1',
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  expect(fetchStandardsByRef).not.toHaveBeenCalled();
});

it('says the unit was not found, without a pointless retry', async () => {
  jest.mocked(fetchUnit).mockRejectedValue(new CurriculumFailure('unitNotFound'));
  await renderWithI18n(<UnitCoveragePage />);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This unit does not exist, or you are not in its team.',
  );
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your units' })).toHaveAttribute(
    'href',
    '/units',
  );
});

it('treats an address without the -coverage suffix as a unit that does not exist', async () => {
  params = { unitCoverage: 'u1' };
  await renderWithI18n(<UnitCoveragePage />);

  expect(await screen.findByRole('alert')).toHaveTextContent('This unit does not exist');
  expect(fetchUnit).not.toHaveBeenCalled();
});

it('offers a retry after a network failure, and reads again', async () => {
  jest.mocked(fetchUnit).mockRejectedValueOnce(new CurriculumFailure('network'));
  const user = userEvent.setup();
  await renderWithI18n(<UnitCoveragePage />);

  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Coverage of Fractions & decimals' }),
  ).toBeInTheDocument();
  expect(fetchUnit).toHaveBeenCalledTimes(2);
});

it('shows loading until the reads finish', async () => {
  let finish: (value: Unit) => void = () => {};
  jest.mocked(fetchUnit).mockReturnValue(new Promise((resolve) => (finish = resolve)));
  await renderWithI18n(<UnitCoveragePage />);

  expect(screen.getByRole('status')).toHaveTextContent('Loading the unit’s coverage…');
  await act(async () => finish(unit));
  expect(await screen.findByText('3 of 5 standards addressed')).toBeInTheDocument();
});
