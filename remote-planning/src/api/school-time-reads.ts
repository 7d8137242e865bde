// Reads of school time: a team's schedule templates and its default, classroom slots,
// schedules, lost days and notes. The rules let a team's members read them all, listed by
// where('teamId', '==', …).
import { collection, doc, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore';
import {
  ClassroomSlotsSchema,
  LostDaySchema,
  ScheduleNoteSchema,
  ScheduleSchema,
  ScheduleTemplateSchema,
  TemplateDefaultSchema,
  type ClassroomSlots,
  type LostDay,
  type Schedule,
  type ScheduleNote,
  type ScheduleTemplate,
} from '@lesson-planner/shared-contracts/schedule';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { listenToQuery, liveQuery } from '@lesson-planner/shared-contracts/server-state';
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

/** The team's templates by name. */
export async function listTeamTemplates(teamId: string): Promise<ScheduleTemplate[]> {
  const snapshot = await listOfTeam('scheduleTemplates', teamId);
  return parseTimeDocs(ScheduleTemplateSchema, snapshot, 'Schedule template').sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { numeric: true }),
  );
}

export async function fetchTemplate(templateId: string): Promise<ScheduleTemplate | null> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'scheduleTemplates', templateId)).catch(notMember);
  return snapshot.exists()
    ? parseTimeDoc(ScheduleTemplateSchema, snapshot.id, snapshot.data())
    : null;
}

/** The id of the team's default template, or null when the leaders have not chosen one. */
export async function fetchDefaultTemplateId(teamId: string): Promise<string | null> {
  const db = await getDb();
  const snapshot = await getDoc(doc(db, 'scheduleTemplateDefaults', teamId)).catch(notMember);
  if (!snapshot.exists()) return null;
  const parsed = TemplateDefaultSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data.templateId : null;
}

/** Every classroom's slots in the team, by classroom id. */
export async function listTeamClassroomSlots(teamId: string): Promise<Map<string, ClassroomSlots>> {
  const snapshot = await listOfTeam('classroomSlots', teamId);
  const slots = parseTimeDocs(ClassroomSlotsSchema, snapshot, 'Classroom slots');
  return new Map(slots.map((entry) => [entry.classroomId, entry]));
}

export async function listTeamSchedules(teamId: string): Promise<Schedule[]> {
  return parseTimeDocs(ScheduleSchema, await listOfTeam('schedules', teamId), 'Schedule');
}

export async function listTeamLostDays(teamId: string): Promise<LostDay[]> {
  return parseTimeDocs(LostDaySchema, await listOfTeam('lostDays', teamId), 'Lost day');
}

/** The team's notes on meetings from `from` to `to` (ISO dates, both included). */
export async function listTeamNotes(
  teamId: string,
  from: string,
  to: string,
): Promise<ScheduleNote[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(
      collection(db, 'scheduleNotes'),
      where('teamId', '==', teamId),
      where('date', '>=', from),
      where('date', '<=', to),
    ),
  ).catch(notMember);
  return parseTimeDocs(ScheduleNoteSchema, snapshot, 'Note');
}

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
  const snapshot = await listOfTeam('classrooms', teamId);
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
