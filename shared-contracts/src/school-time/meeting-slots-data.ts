// A classroom's meeting slots (`classroomSlots/{classroomId}`, the source of truth for when it
// meets) with what choosing them needs: the team's templates and its default. Read by the
// classroom page and the scheduler alike.
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  ClassroomSlotsSchema,
  ScheduleTemplateSchema,
  TemplateDefaultSchema,
  type ClassroomSlots,
  type MeetingSlot,
  type ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import { parseTimeDoc, parseTimeDocs } from './time-codec';
import { writeVersioned } from './versioned-write';

export interface MeetingSlotsSetup {
  /** The team's templates, by name. */
  templates: ScheduleTemplate[];
  defaultTemplateId: string | null;
  /** null: the classroom has no meeting times yet. */
  stored: ClassroomSlots | null;
}

export const byTemplateName = (a: ScheduleTemplate, b: ScheduleTemplate) =>
  a.name.localeCompare(b.name, undefined, { numeric: true });

export async function readMeetingSlotsSetup(
  teamId: string,
  classroomId: string,
): Promise<MeetingSlotsSetup> {
  const db = await getDb();
  const [templates, preferred, slots] = await Promise.all([
    getDocs(query(collection(db, 'scheduleTemplates'), where('teamId', '==', teamId))),
    getDoc(doc(db, 'scheduleTemplateDefaults', teamId)),
    getDoc(doc(db, 'classroomSlots', classroomId)),
  ]);
  const defaultTemplate = preferred.exists()
    ? TemplateDefaultSchema.safeParse(preferred.data())
    : null;
  let stored: ClassroomSlots | null = null;
  try {
    stored = slots.exists() ? parseTimeDoc(ClassroomSlotsSchema, slots.id, slots.data()) : null;
  } catch (error) {
    // Malformed slots read as none: the teacher sets them up again over the stored version.
    console.warn(`Classroom slots ${classroomId} are malformed`, error);
  }
  return {
    // A past school year's templates are kept to read, not to meet on (the one stored is shown).
    templates: parseTimeDocs(ScheduleTemplateSchema, templates, 'Schedule template')
      .filter((template) => template.pastSchoolYear == null || template.id === stored?.templateId)
      .sort(byTemplateName),
    defaultTemplateId: defaultTemplate?.success ? defaultTemplate.data.templateId : null,
    stored,
  };
}

/** Saves when a classroom meets over the version read (0: none yet); resolves the new version. */
export async function saveClassroomSlots(
  classroom: { id: string; teamId: string },
  templateId: string,
  slots: readonly MeetingSlot[],
  baseVersion: number,
  uid: string,
): Promise<number> {
  const db = await getDb();
  return writeVersioned(db, doc(db, 'classroomSlots', classroom.id), baseVersion, uid, {
    classroomId: classroom.id,
    teamId: classroom.teamId,
    templateId,
    slots: slots.map(({ cycleDay, periodId }) => ({ cycleDay, periodId })),
  });
}
