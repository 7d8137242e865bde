// A team's school years (`schoolYears`, written by the startSchoolYear callable), read by every
// area that lets a page be seen as of one year: planning's library, curriculum's classrooms,
// the leaders' map and coverage.
import { collection, getDocs, query, where } from 'firebase/firestore';
import { getDb } from '@lesson-planner/shared-contracts/firebase';
import { SchoolYearSchema, type SchoolYear } from '@lesson-planner/shared-contracts/schedule';
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
