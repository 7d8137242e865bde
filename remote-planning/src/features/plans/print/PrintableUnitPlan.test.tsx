// The printed plan carries every part of the unit and of each lesson, named standards, and
// formatted dates and minutes. jsdom is a screen, where the document is hidden: the queries
// below therefore include hidden elements.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standardRefKey, type Standard } from '@lesson-planner/shared-contracts/curriculum';
import type { Lesson, Unit } from '@lesson-planner/shared-contracts/planning';
import { renderWithI18n } from '../../../test-utils/render-with-i18n';
import { PrintButton } from '../../../components/PrintButton';
import { PrintableUnitPlan } from './index';

const fractions = { frameworkId: 'f1', standardId: 'ma%2E5%2E1' };
const decimals = { frameworkId: 'f1', standardId: 'ma%2E5%2E2' };
const removed = { frameworkId: 'f1', standardId: 'gone' };

const standard = (id: string, code: string, description: string): Standard => ({
  id,
  code,
  description,
  subject: 'Mathematics',
  gradeBand: '4–6',
  strand: 'Number',
  order: 0,
});

const standards = new Map([
  [standardRefKey(fractions), standard(fractions.standardId, 'MA.5.1', 'Compare fractions')],
  [standardRefKey(decimals), standard(decimals.standardId, 'MA.5.2', 'Read decimals')],
]);

const unit: Unit = {
  id: 'u1',
  title: 'Fractions and decimals',
  subject: 'Mathematics',
  grade: 'Grade 5',
  classroomId: null,
  teamId: 't1',
  startDate: '2026-03-02',
  weeks: 3,
  bigIdeas: ['A fraction is a number on the number line'],
  essentialQuestions: ['When are two fractions equal?'],
  standards: [fractions, decimals, removed],
  summativeAssessment: 'A market-day project pricing goods in fractions and decimals.',
  status: 'draft',
  ownerId: 'me',
  collaboratorIds: [],
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: null,
};

const lessons: Lesson[] = [
  {
    title: 'Equal shares',
    objectives: ['Split a whole into equal parts'],
    standards: [fractions, decimals],
    activities: [
      { title: 'Paper folding', minutes: 15, description: 'Fold strips into halves and quarters.' },
      { title: 'Exit ticket', minutes: 5, description: '' },
    ],
    materials: ['Paper strips'],
    differentiation: 'Pre-folded strips for students who need them.',
    checksForUnderstanding: ['Thumbs up on halves'],
    homework: 'Find three fractions at home.',
  },
  {
    title: 'Decimal place value',
    objectives: [],
    standards: [],
    activities: [],
    materials: [],
    differentiation: '',
    checksForUnderstanding: [],
    homework: '',
  },
];

it('prints the unit header and every part of each lesson', async () => {
  await renderWithI18n(<PrintableUnitPlan unit={unit} lessons={lessons} standards={standards} />);

  const title = screen.getByRole('heading', { level: 1, hidden: true });
  expect(title).toHaveTextContent('Fractions and decimals');
  expect(title).not.toBeVisible();
  const facts = screen.getAllByRole('definition', { hidden: true })[0]!.closest('dl')!;
  expect(facts).toHaveTextContent('SubjectMathematics');
  expect(facts).toHaveTextContent('GradeGrade 5');
  expect(facts).toHaveTextContent('Length3 weeks');
  expect(facts).toHaveTextContent('StartsMarch 2, 2026');
  expect(facts).toHaveTextContent('Lessons2 lessons');

  const region = (name: string) => screen.getByRole('region', { name, hidden: true });
  expect(region('Big ideas')).toHaveTextContent('A fraction is a number on the number line');
  expect(region('Essential questions')).toHaveTextContent('When are two fractions equal?');
  const unitStandards = within(region('Standards')).getAllByRole('listitem', { hidden: true });
  expect(unitStandards.map((item) => item.textContent)).toEqual([
    'MA.5.1 Compare fractions',
    'MA.5.2 Read decimals',
    'A standard that is no longer in its framework',
  ]);
  expect(region('Summative assessment')).toHaveTextContent('A market-day project');

  const first = region('Lesson 1: Equal shares');
  expect(first).toHaveTextContent('Total time: 20 minutes');
  expect(first).toHaveTextContent('Split a whole into equal parts');
  expect(first).toHaveTextContent('MA.5.1');
  expect(first).toHaveTextContent('MA.5.2');
  const rows = within(first).getAllByRole('row', { hidden: true });
  expect(rows.map((row) => row.textContent)).toEqual([
    'ActivityTime',
    'Paper foldingFold strips into halves and quarters.15 minutes',
    'Exit ticket5 minutes',
  ]);
  for (const heading of ['Materials', 'Differentiation', 'Checks for understanding', 'Homework']) {
    expect(within(first).getByRole('heading', { name: heading, hidden: true })).toBeInTheDocument();
  }
  expect(first).toHaveTextContent('Paper strips');
  expect(first).toHaveTextContent('Pre-folded strips');
  expect(first).toHaveTextContent('Thumbs up on halves');
  expect(first).toHaveTextContent('Find three fractions at home.');

  // An empty lesson prints its title and time, not empty headings.
  const second = region('Lesson 2: Decimal place value');
  expect(second).toHaveTextContent('Total time: 0 minutes');
  expect(within(second).queryByRole('heading', { level: 4, hidden: true })).not.toBeInTheDocument();
});

it('says when the unit is not scheduled and the plan has no lessons', async () => {
  await renderWithI18n(
    <PrintableUnitPlan unit={{ ...unit, startDate: null }} lessons={[]} standards={new Map()} />,
  );
  expect(screen.getByText('Not scheduled yet')).toBeInTheDocument();
  expect(screen.getByText('This plan has no lessons yet.')).toBeInTheDocument();
});

it('prints from the print button, which itself stays off paper', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  await renderWithI18n(<PrintButton />);
  const button = screen.getByRole('button', { name: 'Print unit plan' });
  expect(button).toHaveAttribute('data-print', 'hidden');
  await userEvent.setup().click(button);
  expect(print).toHaveBeenCalledTimes(1);
});
