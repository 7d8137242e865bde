// The startSchoolYear callable (issue 36): a team leader starts the next school year. One job in
// steps (ROLLOVER_STEPS), each done once whatever happens:
//   templates   each of last year's templates, copied into the new year (a rotation restarts on
//               the new term's first day; holidays are left for the leader to enter again);
//   classrooms  each of last year's classrooms, again for the new year (same name, subject,
//               grade and teachers still in the team), meeting on the new templates;
//   units       the units of last year's classrooms move to the new ones, unscheduled;
//   close       last year's templates and classrooms are marked pastSchoolYear (read-only);
//   report      what was carried and what needs a look.
// The job keeps its progress in schoolYears/{teamId}__{year}: a run after a failure continues
// where it stopped, and a run of a year already started returns its report and changes nothing.
// New documents take ids made from their source's (carriedId): a step writes its documents and
// marks itself done in one transaction, so a document there before its step is not the job's.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { isTeamLeader, isValidDocumentId } from '@lesson-planner/shared-contracts/rules';
import {
  ROLLOVER_STEPS,
  SchoolYearReportSchema,
  StartSchoolYearRequestSchema,
  schoolYearIdFor,
  schoolYearLabel,
  yearOf,
  type RolloverStep,
  type StartSchoolYearRequest,
  type StartSchoolYearResponse,
} from '@lesson-planner/shared-contracts/schedule';
import { teamError } from '../team-error';
import { rolesOf } from '../tokens/team-access';
import { planOf, readSources, type RolloverPlan } from './rollover-plan';
import { STEPS } from './rollover-steps';
import { yearError } from './year-error';

export function parseStartSchoolYear(data: unknown): StartSchoolYearRequest {
  const parsed = StartSchoolYearRequestSchema.safeParse(data);
  if (!parsed.success || !isValidDocumentId(parsed.data.teamId)) {
    throw yearError('invalid-argument', 'yearInvalid', 'The dates are not a school year');
  }
  return parsed.data;
}

/** Called after each step; tests stop the job there to resume it later. */
export type AfterStep = (step: RolloverStep) => Promise<void> | void;

export async function startSchoolYear(
  db: Firestore,
  callerId: string,
  request: StartSchoolYearRequest,
  afterStep: AfterStep = () => undefined,
): Promise<StartSchoolYearResponse> {
  const { teamId } = request;
  const targetYear = yearOf(request.startDate);
  const yearRef = db.collection('schoolYears').doc(schoolYearIdFor(teamId, targetYear));

  // Begin, or find the job begun: the first run fixes what the year carries.
  const begun = await db.runTransaction(async (tx) => {
    const team = await tx.get(db.collection('teams').doc(teamId));
    if (!team.exists) throw teamError('not-found', 'teamNotFound');
    if (!isTeamLeader({ roles: rolesOf(team.data() ?? {}) }, callerId)) {
      throw yearError('permission-denied', 'notLeader', 'Only a team leader starts a school year');
    }
    const year = await tx.get(yearRef);
    const stored = year.get('rollover') as RolloverPlan | undefined;
    if (stored) return { plan: stored, done: stored.status === 'done' };
    const sources = await readSources(tx, db, teamId, request.startDate, targetYear);
    if (sources.templates.length === 0) {
      throw yearError('failed-precondition', 'nothingToCarry', 'No template of an earlier year');
    }
    const plan = planOf(sources, targetYear, callerId);
    tx.set(yearRef, {
      teamId,
      startYear: targetYear,
      label: schoolYearLabel(request.startDate, request.endDate),
      startDate: request.startDate,
      endDate: request.endDate,
      status: 'current',
      defaultTemplateId: null,
      templateIds: [],
      classroomIds: [],
      rollover: plan,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { plan, done: false };
  });

  if (!begun.done) {
    for (const step of ROLLOVER_STEPS) {
      await STEPS[step]({ db, yearRef, teamId, callerId });
      await afterStep(step);
    }
  }
  const finished = await yearRef.get();
  return {
    yearId: yearRef.id,
    alreadyStarted: begun.done,
    report: SchoolYearReportSchema.parse(finished.get('rollover.report') ?? {}),
  };
}
