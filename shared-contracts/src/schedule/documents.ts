import { freeText, isTypedText, z } from '@lesson-planner/shared-contracts/schema';
import {
  CYCLE_KINDS,
  ClosureSchema,
  CycleDaySchema,
  IsoDateSchema,
  MAX_TEMPLATE_NAME_LENGTH,
  PERIOD_ID,
  AB_WEEKS_CYCLE_DAYS,
} from './template';

// The Firestore documents of school time. Documents several people edit carry `version`
// (1 on creation) and `baseVersion` (the version the edit started from; 0 on creation): the
// rules accept an update only when baseVersion equals the stored version and version is one
// more, so of two edits from the same version the second is refused and nothing is lost.

export const MAX_SLOTS_PER_CLASSROOM = 80;
export const MAX_PINS_PER_SCHEDULE = 60;
export const MAX_MOVES_PER_SCHEDULE = 60;
export const MAX_LOST_DAY_REASON_LENGTH = 120;
export const MAX_NOTE_LENGTH = 1000;

const Id = z.string().trim().min(1).max(128);
const Versioned = {
  version: z.int().min(1),
  baseVersion: z.int().min(0),
  updatedBy: Id,
  updatedAt: z.date(),
};

/** `scheduleTemplates/{id}`: a team's school time, written by its leaders. */
export const ScheduleTemplateSchema = z.object({
  id: Id,
  teamId: Id,
  name: z.string().trim().min(1).max(MAX_TEMPLATE_NAME_LENGTH),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  cycleKind: z.enum(CYCLE_KINDS),
  cycleDays: z.array(CycleDaySchema).min(1).max(AB_WEEKS_CYCLE_DAYS),
  closures: z.array(ClosureSchema).default([]),
  /** The past school year (its start) the template is kept for, read-only; null while in use. */
  pastSchoolYear: z.int().nullish(),
  createdBy: Id,
  createdAt: z.date(),
  ...Versioned,
});
export type ScheduleTemplate = z.infer<typeof ScheduleTemplateSchema>;

/** `scheduleTemplateDefaults/{teamId}`: one per team by construction. */
export const TemplateDefaultSchema = z.object({ teamId: Id, templateId: Id });
export type TemplateDefault = z.infer<typeof TemplateDefaultSchema>;

export const MeetingSlotSchema = z.object({
  cycleDay: z
    .int()
    .min(0)
    .max(AB_WEEKS_CYCLE_DAYS - 1),
  periodId: z.string().regex(PERIOD_ID),
});

/** `classroomSlots/{classroomId}`: when a classroom meets, on one template. */
export const ClassroomSlotsSchema = z.object({
  classroomId: Id,
  teamId: Id,
  templateId: Id,
  slots: z.array(MeetingSlotSchema).max(MAX_SLOTS_PER_CLASSROOM),
  ...Versioned,
});
export type ClassroomSlots = z.infer<typeof ClassroomSlotsSchema>;

export const LessonPinSchema = z.object({ lessonIndex: z.int().min(0), date: IsoDateSchema });
export const LessonMoveSchema = z.object({
  lessonIndex: z.int().min(0),
  date: IsoDateSchema,
  periodId: z.string().regex(PERIOD_ID),
});

/** `schedules/{classroomId}__{unitId}`: one unit's lessons on one classroom's meetings. */
export const ScheduleSchema = z.object({
  id: Id,
  teamId: Id,
  classroomId: Id,
  unitId: Id,
  startDate: IsoDateSchema,
  pins: z.array(LessonPinSchema).max(MAX_PINS_PER_SCHEDULE).default([]),
  moves: z.array(LessonMoveSchema).max(MAX_MOVES_PER_SCHEDULE).default([]),
  createdBy: Id,
  createdAt: z.date(),
  ...Versioned,
});
export type Schedule = z.infer<typeof ScheduleSchema>;

export const scheduleIdFor = (classroomId: string, unitId: string): string =>
  `${classroomId}__${unitId}`;

/**
 * `lostDays/{id}`: a date a classroom (classroomId set) or every classroom on a template
 * (classroomId null, a leader's new holiday) does not meet after all. Lost dates remove that
 * day's meetings and do not change the rotation: every later lesson moves by one meeting.
 */
export const LostDaySchema = z.object({
  id: Id,
  teamId: Id,
  templateId: Id,
  classroomId: Id.nullable(),
  date: IsoDateSchema,
  reason: freeText(MAX_LOST_DAY_REASON_LENGTH),
  createdBy: Id,
  createdAt: z.date(),
});
export type LostDay = z.infer<typeof LostDaySchema>;

/** One document per date and scope, so marking a date lost twice changes nothing. */
export const lostDayIdFor = (
  scope: { classroomId: string } | { templateId: string },
  date: string,
): string =>
  'classroomId' in scope ? `c_${scope.classroomId}_${date}` : `t_${scope.templateId}_${date}`;

/** `scheduleNotes/{classroomId}_{date}_{periodId}`: a note on one meeting ("bring the seeds"). */
export const ScheduleNoteSchema = z.object({
  id: Id,
  teamId: Id,
  classroomId: Id,
  date: IsoDateSchema,
  periodId: z.string().regex(PERIOD_ID),
  text: z.string().max(MAX_NOTE_LENGTH).refine(isTypedText, { message: 'controlCharacter' }),
  ...Versioned,
});
export type ScheduleNote = z.infer<typeof ScheduleNoteSchema>;

export const noteIdFor = (classroomId: string, date: string, periodId: string): string =>
  `${classroomId}_${date}_${periodId}`;
