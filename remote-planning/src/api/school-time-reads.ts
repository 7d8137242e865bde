// Reads of school time: a team's schedule templates and its default, classroom slots,
// schedules, lost days and notes. The rules let a team's members read them all, listed by
// where('teamId', '==', …).
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import {
  ClassroomSlotsSchema,
  LostDaySchema,
  ScheduleNoteSchema,
  ScheduleSchema,
  ScheduleTemplateSchema,
  TemplateDefaultSchema,
  type ClassroomSlots,
  type Schedule,
  type ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  listenToDoc,
  listenToQuery,
  liveQuery,
} from '@lesson-planner/shared-contracts/server-state';
import { PlanningFailure } from './planning-failure';
import { parseTimeDoc, parseTimeDocs } from '@lesson-planner/shared-contracts/school-time';

const notMember = (error: unknown): never => {
  throw PlanningFailure.from(error, 'notMember');
};

async function listOfTeam(collectionName: string, teamId: string) {
  const db = await getDb();
  return getDocs(query(collection(db, collectionName), where('teamId', '==', teamId))).catch(
    notMember,
  );
}

const templatesOf = (snapshot: QuerySnapshot): ScheduleTemplate[] =>
  parseTimeDocs(ScheduleTemplateSchema, snapshot, 'Schedule template').sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { numeric: true }),
  );

export async function fetchTemplate(templateId: string): Promise<ScheduleTemplate | null> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'scheduleTemplates', templateId)).catch(notMember);
  return snapshot.exists()
    ? parseTimeDoc(ScheduleTemplateSchema, snapshot.id, snapshot.data())
    : null;
}

function defaultTemplateIdOf(snapshot: DocumentSnapshot): string | null {
  if (!snapshot.exists()) return null;
  const parsed = TemplateDefaultSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data.templateId : null;
}

function slotsOf(snapshot: QuerySnapshot): Map<string, ClassroomSlots> {
  const slots = parseTimeDocs(ClassroomSlotsSchema, snapshot, 'Classroom slots');
  return new Map(slots.map((entry) => [entry.classroomId, entry]));
}

export async function listTeamSchedules(teamId: string): Promise<Schedule[]> {
  return parseTimeDocs(ScheduleSchema, await listOfTeam('schedules', teamId), 'Schedule');
}

const notesQuery = (teamId: string, from: string, to: string) => (db: Firestore) =>
  query(
    collection(db, 'scheduleNotes'),
    where('teamId', '==', teamId),
    where('date', '>=', from),
    where('date', '<=', to),
  );
const notesOf = (snapshot: QuerySnapshot) => parseTimeDocs(ScheduleNoteSchema, snapshot, 'Note');

/** A classroom as school time needs it: who teaches it decides who schedules it. */
export interface TimedClassroom {
  id: string;
  name: string;
  teamId: string;
  teacherIds: string[];
  archived: boolean;
  academicYear?: string;
  /** The past school year it is kept for (read-only), or null while it is taught. */
  pastSchoolYear?: number | null;
}

/** The team's classrooms (archived ones left out), by name. */
export async function listTeamTimedClassrooms(teamId: string): Promise<TimedClassroom[]> {
  return timedClassroomsOf(await listOfTeam('classrooms', teamId), teamId);
}

function timedClassroomsOf(snapshot: QuerySnapshot, teamId: string): TimedClassroom[] {
  return snapshot.docs
    .map((classroom) => {
      const data = classroom.data();
      return {
        id: classroom.id,
        name: typeof data.name === 'string' ? data.name : classroom.id,
        teamId,
        teacherIds: Array.isArray(data.teacherIds)
          ? data.teacherIds.filter((id): id is string => typeof id === 'string')
          : [],
        archived: data.archived === true,
        academicYear: typeof data.academicYear === 'string' ? data.academicYear : '',
        pastSchoolYear: typeof data.pastSchoolYear === 'number' ? data.pastSchoolYear : null,
      };
    })
    .filter((classroom) => !classroom.archived)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

export const schoolTimeKeys = {
  schedules: (teamId: string) => ['schedules', 'team', teamId] as const,
  templates: (teamId: string) => ['scheduleTemplates', 'team', teamId] as const,
  defaultTemplate: (teamId: string) => ['scheduleTemplates', 'default', teamId] as const,
  slots: (teamId: string) => ['classroomSlots', 'team', teamId] as const,
  lostDays: (teamId: string) => ['lostDays', 'team', teamId] as const,
  /** Every week's notes of the team (a mutation updates each week that holds its date). */
  notesOfTeam: (teamId: string) => ['scheduleNotes', 'team', teamId] as const,
  notes: (teamId: string, from: string, to: string) =>
    ['scheduleNotes', 'team', teamId, from, to] as const,
  classrooms: (teamId: string) => ['schoolTime', 'classrooms', teamId] as const,
};

const teamQuery = (collectionName: string, teamId: string) => (db: Firestore) =>
  query(collection(db, collectionName), where('teamId', '==', teamId));
const asNotMember = (error: unknown) => PlanningFailure.from(error, 'notMember');

/** The team's schedules (a unit placed for a classroom), live. */
export const teamSchedulesQuery = (teamId: string) =>
  liveQuery(
    schoolTimeKeys.schedules(teamId),
    listenToQuery(
      teamQuery('schedules', teamId),
      (snapshot) => parseTimeDocs(ScheduleSchema, snapshot, 'Schedule'),
      asNotMember,
    ),
  );

/** The team's templates by name, live. */
export const teamTemplatesQuery = (teamId: string) =>
  liveQuery(
    schoolTimeKeys.templates(teamId),
    listenToQuery(teamQuery('scheduleTemplates', teamId), templatesOf, asNotMember),
  );

/** The id of the team's default template (null while none is chosen), live. */
export const teamDefaultTemplateQuery = (teamId: string) =>
  liveQuery(
    schoolTimeKeys.defaultTemplate(teamId),
    listenToDoc(
      (db) => doc(db, 'scheduleTemplateDefaults', teamId),
      defaultTemplateIdOf,
      asNotMember,
    ),
  );

/** Every classroom's slots in the team, by classroom id, live. */
export const teamClassroomSlotsQuery = (teamId: string) =>
  liveQuery(
    schoolTimeKeys.slots(teamId),
    listenToQuery(teamQuery('classroomSlots', teamId), slotsOf, asNotMember),
  );

/** The team's lost days, live. */
export const teamLostDaysQuery = (teamId: string) =>
  liveQuery(
    schoolTimeKeys.lostDays(teamId),
    listenToQuery(
      teamQuery('lostDays', teamId),
      (snapshot) => parseTimeDocs(LostDaySchema, snapshot, 'Lost day'),
      asNotMember,
    ),
  );

/** The team's notes on the meetings from `from` to `to` (a week), live. */
export const teamNotesQuery = (teamId: string, from: string, to: string) =>
  liveQuery(
    schoolTimeKeys.notes(teamId, from, to),
    listenToQuery(notesQuery(teamId, from, to), notesOf, asNotMember),
  );

/** The team's classrooms as school time reads them (archived ones left out), live. */
export const teamTimedClassroomsQuery = (teamId: string) =>
  liveQuery(
    schoolTimeKeys.classrooms(teamId),
    listenToQuery(
      teamQuery('classrooms', teamId),
      (snapshot) => timedClassroomsOf(snapshot, teamId),
      asNotMember,
    ),
  );
