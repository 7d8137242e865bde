// A small unit shared by the provider tests: three standards, two big ideas, two questions.
import type { Lesson } from '@lesson-planner/shared-contracts/planning';
import type { DraftStandard } from '../draft-provider';
import { lessonDraftJob, type LessonDraftInput } from '../lesson-job';

export const STANDARDS: DraftStandard[] = [
  {
    frameworkId: 'fw-math',
    standardId: 'ma%2E5%2E1',
    code: 'MA.5.1',
    description: 'Add and subtract fractions with unlike denominators.',
    strand: 'Fractions',
  },
  {
    frameworkId: 'fw-math',
    standardId: 'ma%2E5%2E2',
    code: 'MA.5.2',
    description: 'Multiply a fraction by a whole number.',
    strand: 'Fractions',
  },
  {
    frameworkId: 'fw-math',
    standardId: 'ma%2E5%2E3',
    code: 'MA.5.3',
    description: 'Solve word problems involving fractions and measurement.',
    strand: '',
  },
];

export function draftInput(overrides: Partial<LessonDraftInput> = {}): LessonDraftInput {
  return {
    task: 'unitPlan',
    language: 'en',
    unit: {
      title: 'Fractions in everyday life',
      subject: 'Mathematics',
      grade: '5',
      weeks: 3,
      bigIdeas: [
        'Fractions describe parts of a whole',
        'Equivalent fractions name the same amount',
      ],
      essentialQuestions: [
        'When do we use fractions outside school?',
        'How can two different fractions be equal?',
      ],
      summativeAssessment: 'Design a recipe card that scales a recipe up and down.',
    },
    standards: STANDARDS,
    lessonCount: 4,
    lessonIndex: 0,
    instructions: 'Use cooking examples.',
    ...overrides,
  };
}

/** The lesson tasks' job for draftInput(overrides). */
export const lessonJob = (overrides: Partial<LessonDraftInput> = {}) =>
  lessonDraftJob(draftInput(overrides));

export function sampleLesson(title: string, overrides: Partial<Lesson> = {}): Lesson {
  return {
    title,
    objectives: [`Objective of ${title}`],
    standards: [{ frameworkId: 'fw-math', standardId: 'ma%2E5%2E1' }],
    activities: [
      { title: 'Warm-up', minutes: 10, description: 'Fraction talk' },
      { title: 'Practice', minutes: 40, description: 'Recipe problems' },
    ],
    materials: ['Measuring cups'],
    differentiation: 'Fraction strips for support',
    checksForUnderstanding: ['Exit ticket'],
    homework: 'Find fractions at home',
    ...overrides,
  };
}

/** Splits text into `parts` pieces of about equal length, as a model stream would. */
export function splitInto(text: string, parts: number): string[] {
  const size = Math.ceil(text.length / parts);
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}
