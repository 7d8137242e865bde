// Units, lessons and a controllable generateDraft for the panels' tests.
import type {
  GenerateDraftChunk,
  GenerateDraftResponse,
  Lesson,
  PlanLesson,
  Unit,
} from '@lesson-planner/shared-contracts/planning';
import type { GenerateDraftOptions } from '../api/generate-draft';

export const unit: Unit = {
  id: 'u1',
  title: 'Fractions',
  subject: 'Mathematics',
  grade: '5',
  classroomId: null,
  teamId: 't1',
  startDate: '2026-03-02',
  weeks: 4,
  bigIdeas: ['A fraction is a number'],
  essentialQuestions: ['How can one thing be shared fairly?'],
  standards: [],
  summativeAssessment: '',
  status: 'draft',
  ownerId: 'me',
  collaboratorIds: [],
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: null,
};

export const lesson = (title: string, overrides: Partial<Lesson> = {}): Lesson => ({
  title,
  objectives: [`Understand ${title.toLowerCase()}`],
  standards: [],
  activities: [
    { title: 'Warm-up', minutes: 10, description: '' },
    { title: 'Group work', minutes: 35, description: '' },
  ],
  materials: [],
  differentiation: '',
  checksForUnderstanding: [],
  homework: '',
  ...overrides,
});

/** The lesson as a plan stores it, its id made from its title (so a test can name it). */
export const planLesson = (title: string, overrides: Partial<PlanLesson> = {}): PlanLesson => ({
  id: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  ...lesson(title),
  ...overrides,
});

export const response = (
  lessons: Lesson[],
  overrides: Partial<GenerateDraftResponse> = {},
): GenerateDraftResponse => ({
  lessons,
  usage: { promptTokens: 1000, completionTokens: 234, totalTokens: 1234 },
  provider: 'offline',
  model: 'offline-draft',
  ...overrides,
});

/** The running call of a mocked generateDraft, driven by the test. */
export interface PendingDraft {
  options: GenerateDraftOptions;
  stream(chunk: GenerateDraftChunk): void;
  resolve(result: GenerateDraftResponse): void;
  reject(error: unknown): void;
}

/** An implementation for jest.mocked(generateDraft) that hands each call to `onCall`. */
export const pendingDraft =
  (onCall: (pending: PendingDraft) => void) =>
  (_request: unknown, options: GenerateDraftOptions = {}) =>
    new Promise<GenerateDraftResponse>((resolve, reject) =>
      onCall({ options, stream: (chunk) => options.onChunk?.(chunk), resolve, reject }),
    );
