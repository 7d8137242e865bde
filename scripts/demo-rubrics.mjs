// Demo rubrics: the analytic rubric the science unit's summative assessment is marked with, and
// a checklist for the experiences demo data's yarn-web experience.
import { DEMO_FRAMEWORK_ID, standardIdForCode } from './demo-curriculum.mjs';
import { DEMO_EXPERIENCE_IDS, DEMO_RUBRIC_IDS, DEMO_UNIT_IDS } from './demo-planning.mjs';

const refs = (...codes) =>
  codes.map((code) => ({ frameworkId: DEMO_FRAMEWORK_ID, standardId: standardIdForCode(code) }));

const levels = (names) =>
  names.map((name, index) => ({
    id: `level-${index + 1}`,
    name,
    description: '',
    minPoints: index + 1,
    maxPoints: index + 1,
  }));

const criterion = (id, title, descriptors, weight, standards) => ({
  id,
  title,
  description: '',
  descriptors,
  weight,
  points: 1,
  standards,
});

const item = (id, title, points, standards = []) => ({
  id,
  title,
  description: '',
  descriptors: [],
  weight: 1,
  points,
  standards,
});

/** Adds the demo rubrics to `batch`. */
export function addDemoRubrics(batch, { db, teamId, uids, createdAt, now }) {
  const rubric = (fields) => ({
    description: '',
    subject: 'science',
    grade: 'grade-5',
    levelOrder: 'highToLow',
    standards: [],
    unitIds: [],
    experienceIds: [],
    teamId,
    version: 1,
    baseVersion: 0,
    createdAt,
    updatedAt: now,
    ...fields,
  });

  batch.set(
    db.collection('rubrics').doc(DEMO_RUBRIC_IDS.fieldGuide),
    rubric({
      title: 'Ecosystem field guide',
      description: 'Summative assessment of the unit "Ecosystems: Life in the Rice Field".',
      type: 'analytic',
      levels: levels(['Beginning', 'Developing', 'Proficient', 'Exemplary']),
      criteria: [
        criterion(
          'food-web',
          'Food web and energy flow',
          [
            'Shows a few organisms; arrows are missing or point the wrong way.',
            'Shows a food chain of four or more organisms; most arrows follow the energy.',
            'Shows a food web of eight organisms, labelled producer, consumer or decomposer, with arrows in the direction energy flows.',
            'Also explains, with an example, what happens to the web when one organism is removed.',
          ],
          2,
          refs('SC5.1', 'SC5.2'),
        ),
        criterion(
          'adaptations',
          'Adaptations',
          [
            'Names an animal of the habitat.',
            'Describes one feature of an animal of the habitat.',
            'Describes how two animals are adapted to living in the habitat.',
            'Compares the adaptations of animals from two habitats.',
          ],
          1,
          refs('SC5.3'),
        ),
        criterion(
          'fair-test',
          'Fair test: table, graph and conclusion',
          [
            'Records some results.',
            'Records results in a table.',
            'Presents results in a table and a bar graph with a conclusion.',
            'Explains which variable was kept the same and why the test was fair.',
          ],
          1,
          refs('SC5.8', 'MA5.7'),
        ),
      ],
      unitIds: [DEMO_UNIT_IDS.ecosystems],
      ownerId: uids.teacher2,
      updatedBy: uids.teacher2,
    }),
  );

  batch.set(
    db.collection('rubrics').doc(DEMO_RUBRIC_IDS.yarnWebChecklist),
    rubric({
      title: 'Yarn web: participation checklist',
      type: 'checklist',
      levels: levels(['Not yet', 'Achieved']),
      criteria: [
        item(
          'names-role',
          'Names the role of their organism (producer, consumer, decomposer)',
          1,
          refs('SC5.2'),
        ),
        item('holds-link', 'Holds the yarn to every organism theirs eats or is eaten by', 1),
        item('predicts', 'Predicts what happens when one organism lets go', 2, refs('SC5.1')),
      ],
      unitIds: [DEMO_UNIT_IDS.ecosystems],
      experienceIds: [DEMO_EXPERIENCE_IDS.yarnWeb],
      ownerId: uids.teacher1,
      updatedBy: uids.teacher1,
    }),
  );
}
