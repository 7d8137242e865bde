// What a tokenUsageLogs entry's context says, for people. The server writes a small map
// (functions/src/planning/generate-draft.ts: task, the document's id and title, provider,
// model); older entries hold an internal key ("rubric-generation") or free text typed on the
// token usage test page. Every shape decodes, none is shown raw.

/** What the tokens were used for. `other`: free text, or a task this version does not know. */
export const USAGE_TASKS = [
  'unitPlan',
  'lesson',
  'experience',
  'rubric',
  'unit',
  /** A unit planned with AI for a classroom: the unit and its standards, then its lessons. */
  'classroomUnit',
  'classroomUnitLessons',
  'weeklyPlanner',
  'other',
] as const;
export type UsageTask = (typeof USAGE_TASKS)[number];

/** The document a generation was for; its id is null while the draft was not saved yet. */
export interface UsageObject {
  kind: 'unitPlan' | 'experience' | 'rubric' | 'unit';
  id: string | null;
  title: string | null;
}

export interface UsageDescription {
  task: UsageTask;
  /** Lessons drafted; null when the entry does not say (an older entry, a cut-off draft). */
  count: number | null;
  object: UsageObject | null;
  /** Free text of an entry that names no known task (the person's words, shown as quoted). */
  note: string | null;
  provider: string | null;
  model: string | null;
}

/** Internal keys written before contexts were maps. */
const LEGACY_KEYS: Readonly<Record<string, UsageTask>> = {
  'unit-plan': 'unitPlan',
  'unit-plan-generation': 'unitPlan',
  'lesson-generation': 'lesson',
  'experience-generation': 'experience',
  'rubric-generation': 'rubric',
  'weekly-planner': 'weeklyPlanner',
};

const NOTHING: Omit<UsageDescription, 'task'> = {
  count: null,
  object: null,
  note: null,
  provider: null,
  model: null,
};

export function describeUsageContext(context: unknown): UsageDescription {
  if (typeof context === 'string') return describeText(context.trim());
  if (isMap(context)) return describeMap(context);
  return { task: 'other', ...NOTHING };
}

function describeText(text: string): UsageDescription {
  const legacy = LEGACY_KEYS[text.toLowerCase()];
  if (legacy) return { task: legacy, ...NOTHING };
  // A map once stored as its JSON text reads like the map.
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isMap(parsed)) return describeMap(parsed);
    } catch {
      // Not JSON after all: free text.
    }
  }
  return { task: 'other', ...NOTHING, note: text || null };
}

function describeMap(map: Record<string, unknown>): UsageDescription {
  const task = taskOf(map.task);
  const base = { ...NOTHING, provider: text(map.provider), model: text(map.model) };
  const object = (kind: UsageObject['kind'], id: unknown, title: unknown): UsageObject | null =>
    text(id) || text(title) ? { kind, id: text(id), title: text(title) } : null;
  switch (task) {
    case 'unitPlan':
    case 'lesson':
      return {
        ...base,
        task,
        count: count(map.lessonCount),
        object: object('unitPlan', map.unitId, map.unitTitle),
      };
    // The unit's id is the kept draft's, the unit's once accepted.
    case 'classroomUnit':
    case 'classroomUnitLessons':
      return { ...base, task, object: object('unitPlan', map.unitId, map.unitTitle) };
    case 'experience':
      return { ...base, task, object: object('experience', map.experienceId, map.experienceTitle) };
    case 'rubric':
      return { ...base, task, object: object('rubric', map.rubricId, map.rubricTitle) };
    case 'unit':
      return { ...base, task, object: object('unit', map.unitId, map.unitTitle) };
    default:
      return { ...base, task };
  }
}

function taskOf(value: unknown): UsageTask {
  if (typeof value !== 'string') return 'other';
  if ((USAGE_TASKS as readonly string[]).includes(value)) return value as UsageTask;
  return LEGACY_KEYS[value.toLowerCase()] ?? 'other';
}

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
