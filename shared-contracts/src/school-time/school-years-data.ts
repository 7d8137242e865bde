// A team's school years (`schoolYears`, written by the startSchoolYear callable), read by every
// area that lets a page be seen as of one year: planning's library, curriculum's classrooms,
// the leaders' map and coverage; and the terms the next year is offered from.
import { collection, getDocs, query, where } from 'firebase/firestore';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import {
  ScheduleTemplateSchema,
  SchoolYearSchema,
  type SchoolYear,
} from '@lesson-planner/shared-contracts/schedule';
import { parseTimeDocs } from './time-codec';

/** The team's school years, the latest first; none before the team first started one. */
export async function listSchoolYears(teamId: string): Promise<SchoolYear[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(collection(db, 'schoolYears'), where('teamId', '==', teamId)),
  );
  return parseTimeDocs(SchoolYearSchema, snapshot, 'School year').sort(
    (a, b) => b.startYear - a.startYear,
  );
}

export interface TemplateTerm {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}

/** The terms of the team's templates still in use (not kept for a past year), by start. */
export async function listTemplateTermsInUse(teamId: string): Promise<TemplateTerm[]> {
  const db = await getDb();
  const snapshot = await getDocs(
    query(collection(db, 'scheduleTemplates'), where('teamId', '==', teamId)),
  );
  return parseTimeDocs(ScheduleTemplateSchema, snapshot, 'Schedule template')
    .filter((template) => template.pastSchoolYear == null)
    .map(({ id, name, startDate, endDate }) => ({ id, name, startDate, endDate }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}
