// The demo school's planning: two units of the Grade 5 team built on the demo curriculum. A
// published science unit for 5B with a plan of three lessons that leaves one of its standards
// untaught (so coverage has something to show), and a mathematics draft for 5A without a plan.
// Two learning experiences are linked to the units, one used by a lesson of the plan and marked
// with a demo checklist (scripts/demo-rubrics.mjs, which links back to it).
// Seeded by scripts/seed.mjs; the documents have fixed ids, so each run rewrites them.
import { DEMO_CLASSROOM_IDS, DEMO_FRAMEWORK_ID, standardIdForCode } from './demo-curriculum.mjs';

export const DEMO_UNIT_IDS = Object.freeze({
  ecosystems: 'demo-unit-ecosystems',
  market: 'demo-unit-market-maths',
});

export const DEMO_EXPERIENCE_IDS = Object.freeze({
  yarnWeb: 'demo-experience-yarn-web',
  marketStall: 'demo-experience-market-stall',
});

// Here rather than in demo-rubrics.mjs, which imports this file: an experience names its rubric.
export const DEMO_RUBRIC_IDS = Object.freeze({
  fieldGuide: 'demo-rubric-field-guide',
  yarnWebChecklist: 'demo-rubric-yarn-web-checklist',
});

/** Standard references by code, all in the demo framework. */
const refs = (...codes) =>
  codes.map((code) => ({ frameworkId: DEMO_FRAMEWORK_ID, standardId: standardIdForCode(code) }));

const activity = (title, minutes, description) => ({ title, minutes, description });

// SC5.3 (adaptations) is in the unit but in none of the lessons yet.
const ECOSYSTEM_STANDARDS = ['SC5.1', 'SC5.2', 'SC5.3', 'SC5.6', 'SC5.8', 'MA5.7'];

const ECOSYSTEM_LESSONS = [
  {
    id: 'eco-lesson-1',
    title: 'Plants make their own food',
    objectives: [
      'Explain that plants make their own food from sunlight, water and air (carbon dioxide).',
      'Name the part of the plant that takes in each of these.',
      'Plan a fair test of whether bean seedlings need light, changing only one thing.',
    ],
    standards: refs('SC5.1', 'SC5.8'),
    activities: [
      activity(
        'Hook: two plants',
        5,
        'Show a healthy morning glory and one kept in a cupboard for a week. Partners talk: what is different, and why might that be?',
      ),
      activity(
        "Mini-lesson: the plant's kitchen",
        15,
        'Draw the plant together: sunlight on the leaves, water up from the roots, air in through tiny holes in the leaves. The plant makes sugar for food and gives off oxygen. Students label their own diagram.',
      ),
      activity(
        'Plan a fair test',
        20,
        'Groups of four decide what they will change (light or dark), what they will keep the same (cup, soil, water, seeds) and what they will measure (height in mm, leaf colour). Each group writes a prediction: "We think … because …".',
      ),
      activity(
        'Set up the experiment',
        10,
        'Each group sows three mung beans in each of two cups, labels them, puts one cup on the window ledge and one in the cupboard, and agrees a watering rota.',
      ),
      activity(
        'Exit ticket',
        5,
        'What three things does a plant need to make food, and where does each one enter the plant?',
      ),
    ],
    materials: [
      'Two potted plants, one kept in the dark for a week',
      'Mung bean seeds, soil and two plastic cups per group',
      'Rulers marked in mm and masking tape for labels',
      'Plant diagram worksheet',
    ],
    differentiation:
      'Support: a partly labelled diagram with a word bank (sunlight, water, carbon dioxide, roots, leaves, sugar, oxygen) and a fair-test planning frame with sentence starters. Extension: predict what would happen to a plant with light but no water, and plan a second test to find out. Students still learning English may first discuss and note their ideas in Thai or Lao with a partner.',
    checksForUnderstanding: [
      'Thumbs up or down: "Plants get their food from the soil." Pick up the misconception straight away.',
      'While groups plan, ask each one: "Which one thing are you changing? What stays the same?"',
      'Exit ticket: the three things a plant needs and where each one enters.',
    ],
    homework:
      'Ask someone at home which plants your family grows or buys at the market. Draw one and label where it takes in sunlight, water and air.',
  },
  {
    id: 'eco-lesson-2',
    title: 'Who eats whom in the rice field?',
    objectives: [
      'Build food chains of a rice field, starting each with a producer.',
      'Use the words producer, consumer and decomposer correctly.',
      'Predict what happens to a food chain when one link is lost, or when the field dries out in the dry season.',
    ],
    standards: refs('SC5.2', 'SC5.6'),
    activities: [
      activity(
        'Seedling check',
        5,
        "Groups measure their bean seedlings and add today's heights to the results table. What do they notice so far?",
      ),
      activity(
        'Picture walk',
        10,
        'Photos of a rice field in the rainy season and in the dry season. Students list every living thing they see or know lives there: rice, algae, snails, fish, frogs, dragonflies, snakes, egrets, mushrooms.',
      ),
      activity(
        'Food chain card sort',
        15,
        'In pairs, students arrange organism cards into chains with arrows from the food to the eater, then label each card producer, consumer or decomposer.',
      ),
      {
        ...activity(
          'Yarn web',
          15,
          'Each student wears an organism card and a ball of yarn is passed from food to eater. The teacher "removes" the frogs: everyone connected feels the tug. Discuss who is affected and why.',
        ),
        // The experience of that name: the lesson uses it as this activity.
        experienceId: DEMO_EXPERIENCE_IDS.yarnWeb,
      },
      activity(
        'When the water goes',
        10,
        "Short talk with a diagram: the rainy season's water comes from evaporation, clouds and rain; in the dry season the field dries out. Students predict what happens to the fish and frogs, and where they might go.",
      ),
    ],
    materials: [
      'Organism picture cards, one set per pair',
      'A ball of yarn and cards on string for the yarn web',
      'Photos of a rice field in the rainy and in the dry season',
      'Water cycle diagram',
      'Results tables from lesson 1',
    ],
    differentiation:
      'Support: cards with pictures and names, and chains of three links to start with. Extension: join two chains into a food web that shares an organism and explain why a web copes better than a single chain when one link is lost. Students who prefer not to move can record the web on the board during the role-play.',
    checksForUnderstanding: [
      'Cold call: "Is the snake a producer or a consumer? How do you know?"',
      'Mini whiteboards: draw a food chain of four links with the arrows pointing the right way.',
      'One-sentence prediction: "If the frogs disappeared, the number of … would … because …"',
    ],
    homework:
      'Watch a corner of a garden, a pond or a roadside for ten minutes. List every living thing you see and draw one food chain from your list.',
  },
  {
    id: 'eco-lesson-3',
    title: 'Counting life in the school garden',
    objectives: [
      'Use a quadrat to count the living things in one part of the school garden.',
      'Record counts in a tally table and show them in a bar graph with a title, labelled axes and an even scale.',
      'Compare the seedlings grown in light and in the dark and say whether the results support the prediction.',
    ],
    standards: refs('SC5.2', 'SC5.8', 'MA5.7'),
    activities: [
      activity(
        'Garden rules and method',
        5,
        'Review the rules (look, do not pick; wash hands afterwards) and show how to lay out a 1 m quadrat with string and pegs.',
      ),
      activity(
        'Garden survey',
        20,
        'Groups survey one area each (sunny bed, shady corner, by the pond) and tally plants, insects, worms and other animals. Roles: timer, counter, recorder, photographer.',
      ),
      activity(
        'Make a bar graph',
        15,
        'Back in class, groups turn their tallies into a bar graph on squared paper with a title, labelled axes and a sensible scale.',
      ),
      activity(
        'Bean test results',
        10,
        'Final measurement of the seedlings. Groups complete the results table and write a conclusion: "Our results did / did not support our prediction because …"',
      ),
      activity(
        'Gallery walk',
        5,
        'Graphs go on the wall; each group leaves one question on a sticky note for another group.',
      ),
    ],
    materials: [
      '1 m quadrats (string and four pegs), one per group',
      'Clipboards, tally sheets and hand lenses',
      'Squared paper, rulers and coloured pencils',
      'The bean seedlings from lesson 1',
    ],
    differentiation:
      'Support: a graph template with the axes drawn and the scale given, and a tally sheet with pictures. Extension: show two areas on one graph (grouped bars) and suggest why they differ. A student with mobility needs surveys the quadrat beside the path.',
    checksForUnderstanding: [
      'Check every graph for a title, labelled axes and an even scale before it goes on the wall.',
      'Ask: "Which area had the most living things? What might explain that?"',
      'Read the conclusions: does each one refer to the measurements?',
    ],
    homework:
      'Finish the conclusion of your bean test and write one new question about plants that you could test fairly.',
  },
];

const step = (title, minutes, teacherActions, studentActions) => ({
  title,
  minutes,
  teacherActions,
  studentActions,
});
/** An experience's steps as stored: each named by an id (the editor merges by step). */
const namedSteps = (prefix, steps) =>
  steps.map((one, index) => ({ id: `${prefix}-step-${index + 1}`, ...one }));

const noDifferentiation = { support: '', extension: '', language: '' };

/**
 * Two learning experiences: Li Wei's yarn web game for the science unit (used by its second
 * lesson) and Malee's market stall draft for the mathematics unit. Versioned like every shared
 * document; Malee reflected on the yarn web after teaching it.
 */
function addDemoExperiences(batch, { db, teamId, uids, createdAt, now }) {
  const yarnWeb = db.collection('experiences').doc(DEMO_EXPERIENCE_IDS.yarnWeb);
  batch.set(yarnWeb, {
    title: 'Yarn web: when a link is lost',
    type: 'game',
    summary:
      'A whole-class food web made of yarn: students feel what happens to everyone else when one population in the rice field disappears.',
    duration: { amount: 15, unit: 'minutes' },
    grouping: 'wholeClass',
    steps: namedSteps('yarn-web', [
      step(
        'Hand out the cards',
        3,
        'Give each student an organism card on a string: rice, algae, snail, fish, frog, dragonfly, snake, egret, mushroom.',
        'Put on the card and say aloud what you eat.',
      ),
      step(
        'Build the web',
        7,
        'Pass the yarn from each food to its eater until everyone is connected.',
        'Hold the yarn tight and say who you are linked to.',
      ),
      step(
        'Lose a link',
        5,
        'Say the frogs have gone and ask the frogs to tug. Ask who felt it and why.',
        'Raise a hand if you felt the tug and explain how the change reaches you.',
      ),
    ]),
    materials: ['A ball of yarn', 'Organism cards on string'],
    resources: [],
    safetyNotes: '',
    differentiation: {
      support: 'Cards show a picture and the name of the organism.',
      extension: 'Predict what happens if the rice field dries out instead.',
      language: 'Sentence frame on the board: "When the … disappear, the … will … because …"',
    },
    evidence: 'Predictions said aloud during the tug, and the one-sentence exit prediction.',
    assessment: 'The teacher notes which students explain a two-step effect.',
    standards: refs('SC5.2', 'SC5.6'),
    teamId,
    subject: 'science',
    grade: 'grade-5',
    unitIds: [DEMO_UNIT_IDS.ecosystems],
    rubricId: DEMO_RUBRIC_IDS.yarnWebChecklist,
    status: 'published',
    ownerId: uids.teacher2,
    collaboratorIds: [uids.teacher1],
    version: 2,
    baseVersion: 1,
    updatedBy: uids.teacher2,
    createdAt,
    updatedAt: now,
  });
  // Malee's first reflection slot (reflectionSlotIds); her byline comes from her member record.
  batch.set(yarnWeb.collection('reflections').doc(`${uids.teacher1}_0`), {
    authorId: uids.teacher1,
    taughtOn: '2027-01-13',
    worked: 'Feeling the tug made the idea of a food web click for almost everyone.',
    change: 'Use a longer yarn: the class of 32 ran out before the decomposers were linked.',
    createdAt: now,
  });
  batch.set(db.collection('experiences').doc(DEMO_EXPERIENCE_IDS.marketStall), {
    title: 'Market stall: price tags and discounts',
    type: 'game',
    summary:
      'Pairs run a pretend market stall, write price tags as decimals and work out discounts.',
    duration: { amount: 1, unit: 'sessions' },
    grouping: 'pairs',
    steps: namedSteps('market-stall', [
      step(
        'Price the goods',
        15,
        'Give each pair a basket of picture cards and a price list in baht.',
        'Write a price tag for each item as a decimal.',
      ),
      step(
        'Sale time',
        25,
        'Announce a discount (10%, 25% or 50%) every five minutes.',
        'Take turns as seller and buyer; work out each new price and the change.',
      ),
      step(
        'Check the takings',
        10,
        'Ask pairs to compare their totals with another stall.',
        'Explain one calculation to the other pair.',
      ),
    ]),
    materials: ['Picture cards of market goods', 'Play money', 'Price tag slips'],
    resources: [],
    safetyNotes: '',
    differentiation: noDifferentiation,
    evidence: 'Price tags and the record of sales.',
    assessment: '',
    standards: refs('MA5.3'),
    teamId,
    subject: 'mathematics',
    grade: 'grade-5',
    unitIds: [DEMO_UNIT_IDS.market],
    rubricId: null,
    status: 'draft',
    ownerId: uids.teacher1,
    collaboratorIds: [],
    version: 1,
    baseVersion: 0,
    updatedBy: uids.teacher1,
    createdAt,
    updatedAt: createdAt,
  });
}

/**
 * Adds the two demo units and the science unit's plan to `batch`. The science unit is Li Wei's
 * (who teaches 5B) with Malee collaborating, and Malee saved the plan last; the mathematics
 * draft is Malee's, for her 5A class. Returns how many units were written.
 */
export function addDemoPlanning(batch, { db, teamId, uids, createdAt, now }) {
  const unit = (fields) => ({
    grade: 'grade-5',
    teamId,
    collaboratorIds: [],
    createdAt,
    updatedAt: null,
    ...fields,
  });

  batch.set(
    db.collection('units').doc(DEMO_UNIT_IDS.ecosystems),
    unit({
      title: 'Ecosystems: Life in the Rice Field',
      subject: 'science',
      classroomId: DEMO_CLASSROOM_IDS.science,
      startDate: '2027-01-11',
      weeks: 4,
      bigIdeas: [
        'Plants capture energy from sunlight, and every other living thing in an ecosystem depends on that energy.',
        'Living things are linked in food chains and webs: a change to one population affects the others.',
        'Scientists learn about ecosystems by observing carefully, counting and running fair tests.',
      ],
      essentialQuestions: [
        'Where does the energy in our rice come from?',
        'What would happen to a rice field if all the frogs disappeared?',
        'How can we find out what lives in our school garden, and how much of it?',
      ],
      standards: refs(...ECOSYSTEM_STANDARDS),
      summativeAssessment:
        'Ecosystem field guide, in groups of three or four. Each group chooses a local habitat (rice field, pond, school garden or forest edge) and makes a poster or slides that: (1) show a food web of at least eight organisms with arrows in the direction energy flows, labelled producer, consumer or decomposer; (2) explain what would happen if one organism were removed; (3) describe how two of its animals are adapted to living there; (4) present the bean-plant fair test in a table and a bar graph with a conclusion. Each student also writes a short reflection on "Where does the energy in our rice come from?". Marked with the unit rubric (science understanding, inquiry skills, communication) at four levels.',
      status: 'published',
      ownerId: uids.teacher2,
      collaboratorIds: [uids.teacher1],
      updatedAt: now,
    }),
  );
  batch.set(db.collection('unitPlans').doc(DEMO_UNIT_IDS.ecosystems), {
    unitId: DEMO_UNIT_IDS.ecosystems,
    teamId,
    ownerId: uids.teacher2,
    lessons: ECOSYSTEM_LESSONS,
    version: 3,
    baseVersion: 2,
    updatedBy: uids.teacher1,
    createdAt,
    updatedAt: now,
  });

  batch.set(
    db.collection('units').doc(DEMO_UNIT_IDS.market),
    unit({
      title: 'Fractions and Decimals at the Market',
      subject: 'mathematics',
      classroomId: DEMO_CLASSROOM_IDS.math,
      startDate: '2027-02-15',
      weeks: 3,
      bigIdeas: [
        'Fractions, decimals and percentages are different ways of writing the same amount.',
        'Estimating first tells us whether an exact answer makes sense.',
      ],
      essentialQuestions: [
        'How does a shopkeeper work out a discount quickly?',
        'When is a fraction more useful than a decimal, and when is it the other way round?',
      ],
      standards: refs('MA5.2', 'MA5.3', 'MA5.4'),
      summativeAssessment:
        'Class market day: students run stalls with price lists, offer 10%, 25% or 50% off chosen items and record every sale and the change they give. A short written quiz on calculating with fractions and decimals follows.',
      status: 'draft',
      ownerId: uids.teacher1,
    }),
  );
  addDemoExperiences(batch, { db, teamId, uids, createdAt, now });
  return Object.keys(DEMO_UNIT_IDS).length;
}

export const DEMO_TEMPLATE_IDS = Object.freeze({
  weekly: 'demo-template-primary',
  ab: 'demo-template-ab-days',
});

const DAY_MS = 86_400_000;
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);
/**
 * The Monday of the week of `now`'s local calendar day (the day the app calls today), as a UTC
 * day like the app's ISO date arithmetic.
 */
const mondayOf = (now) => {
  const day = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
};

/** A Thai primary bell: six 50-minute periods, a morning break and lunch. */
const BELL = [
  { id: 'p1', label: '1', start: '08:30', end: '09:20', teaching: true },
  { id: 'p2', label: '2', start: '09:20', end: '10:10', teaching: true },
  { id: 'break', label: 'Break', start: '10:10', end: '10:30', teaching: false },
  { id: 'p3', label: '3', start: '10:30', end: '11:20', teaching: true },
  { id: 'p4', label: '4', start: '11:20', end: '12:10', teaching: true },
  { id: 'lunch', label: 'Lunch', start: '12:10', end: '13:00', teaching: false },
  { id: 'p5', label: '5', start: '13:00', end: '13:50', teaching: true },
  { id: 'p6', label: '6', start: '13:50', end: '14:40', teaching: true },
];

/**
 * The demo school's time, dated from the week the seed runs so it is always current: a
 * Monday–Friday template (the team default) with a holiday on Friday next week, an A/B-day
 * template, 5B Science meeting on Monday, Wednesday and Friday and 5A Mathematics on both A/B
 * days, and the science unit scheduled for 5B from this week's Monday.
 */
export function addDemoSchoolTime(batch, { db, teamId, uids, createdAt, now, today }) {
  const monday = mondayOf(today);
  const term = {
    startDate: isoDate(monday - 28 * DAY_MS),
    endDate: isoDate(monday + 300 * DAY_MS),
  };
  const stamp = (uid) => ({
    createdBy: uid,
    createdAt,
    version: 1,
    baseVersion: 0,
    updatedBy: uid,
    updatedAt: now,
  });
  const day = (label = '') => ({ label, periods: BELL });
  const nextFriday = isoDate(monday + 11 * DAY_MS);

  batch.set(db.collection('scheduleTemplates').doc(DEMO_TEMPLATE_IDS.weekly), {
    teamId,
    name: 'Primary 5 (Monday–Friday)',
    ...term,
    cycleKind: 'weekly',
    cycleDays: Array.from({ length: 5 }, () => day()),
    closures: [
      { label: 'Sports day', start: nextFriday, end: nextFriday, consumesCycleDay: false },
    ],
    ...stamp(uids.leader),
  });
  batch.set(db.collection('scheduleTemplates').doc(DEMO_TEMPLATE_IDS.ab), {
    teamId,
    name: 'Mathematics A/B days',
    ...term,
    cycleKind: 'rotation',
    cycleDays: [day('A'), day('B')],
    closures: [
      { label: 'Sports day', start: nextFriday, end: nextFriday, consumesCycleDay: false },
    ],
    ...stamp(uids.leader),
  });
  batch.set(db.collection('scheduleTemplateDefaults').doc(teamId), {
    teamId,
    templateId: DEMO_TEMPLATE_IDS.weekly,
    updatedBy: uids.leader,
    updatedAt: now,
  });

  const slots = (classroomId, templateId, meetings, uid) =>
    batch.set(db.collection('classroomSlots').doc(classroomId), {
      classroomId,
      teamId,
      templateId,
      slots: meetings.map(([cycleDay, periodId]) => ({ cycleDay, periodId })),
      version: 1,
      baseVersion: 0,
      updatedBy: uid,
      updatedAt: now,
    });
  slots(
    DEMO_CLASSROOM_IDS.science,
    DEMO_TEMPLATE_IDS.weekly,
    [
      [0, 'p3'],
      [2, 'p1'],
      [4, 'p5'],
    ],
    uids.teacher2,
  );
  slots(
    DEMO_CLASSROOM_IDS.math,
    DEMO_TEMPLATE_IDS.ab,
    [
      [0, 'p1'],
      [1, 'p2'],
    ],
    uids.teacher1,
  );

  batch.set(
    db.collection('schedules').doc(`${DEMO_CLASSROOM_IDS.science}__${DEMO_UNIT_IDS.ecosystems}`),
    {
      teamId,
      classroomId: DEMO_CLASSROOM_IDS.science,
      unitId: DEMO_UNIT_IDS.ecosystems,
      startDate: isoDate(monday),
      pins: [],
      moves: [],
      ...stamp(uids.teacher2),
    },
  );
}
