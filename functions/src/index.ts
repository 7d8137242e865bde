// Callable Cloud Functions. Everything that grants power or moves numbers runs here, with the
// admin SDK: clients may not write roles, membership, invites, a team's tokenUsage or its logs
// (see deploy/firestore/firestore.rules). Every callable starts with requireSignedIn or callerOf,
// which refuse anonymous, disabled and revoked sessions.
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall } from 'firebase-functions/v2/https';
import { adminAuth, firestore } from './admin';
import {
  findAccount as findAccountByEmail,
  parseFindAccount,
  parseSetUserDisabled,
  setUserDisabled as setAccountDisabled,
} from './accounts/account-service';
import { isAdministrator } from './accounts/administrators';
import { AI_SECRETS } from './ai/secrets';
import { importStandards, parseImportStandards } from './curriculum/standards-import';
import {
  acceptClassroomUnit as acceptKeptClassroomUnit,
  parseAcceptClassroomUnit,
} from './planning/classroom-unit/accept-classroom-unit';
import { parseSaveUnitPlan, saveUnitPlan as writeUnitPlan } from './planning/save-unit-plan';
import { copyUnit as writeUnitCopy, parseCopyUnit } from './planning/unit-copy/copy-unit';
import { parseReviewUnitPlan, reviewUnitPlan as moveReview } from './planning/review-unit-plan';
import { inEmulator } from './platform-limits';
import {
  parseStartSchoolYear,
  startSchoolYear as startNextSchoolYear,
} from './school-years/start-school-year';
import { teamError } from './team-error';
import { scanPendingInvitations } from './teams/invitation-scan';
import {
  callerOf,
  parseCreateTeam,
  parseInvite,
  parseInviteRef,
  parseLeaveTeam,
  parseRemoveMember,
} from './teams/payloads';
import * as teams from './teams/team-service';
import * as tokens from './tokens/token-service';
import {
  parseRecordTokenUsage,
  parseSetMemberTokenLimit,
  parseSetTokenLimit,
  parseTeamOnly,
  requireSignedIn,
} from './tokens/validation';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

/**
 * The /dev/token-usage-test page's way to charge usage by hand. Only the server's generation path
 * charges real usage, so this callable exists only in the emulator: exported (and so found by
 * `firebase deploy`) only when FUNCTIONS_EMULATOR is set, which the emulator does and a deploy
 * does not. Even there it serves administrators only.
 */
export const recordTokenUsage = inEmulator()
  ? onCall(async (request) => {
      const uid = await requireSignedIn(request);
      const db = firestore();
      // Checked again per call: the module may be loaded in one environment and called in another.
      if (!inEmulator() || !(await isAdministrator(db, uid))) {
        throw teamError('permission-denied', 'devOnly');
      }
      return tokens.recordTokenUsage(db, parseRecordTokenUsage(request.data, uid));
    })
  : undefined;

export const setTokenLimit = onCall(async (request) => {
  const uid = await requireSignedIn(request);
  const { teamId, newLimit } = parseSetTokenLimit(request.data);
  return tokens.setTokenLimit(firestore(), { teamId, newLimit, changedBy: uid });
});

/** A leader's cap on one member's monthly share of the team's allowance. */
export const setMemberTokenLimit = onCall(async (request) => {
  const uid = await requireSignedIn(request);
  const input = parseSetMemberTokenLimit(request.data);
  return tokens.setMemberTokenLimit(firestore(), { ...input, changedBy: uid });
});

/** An administrator disables an account (or enables it again); takes effect at once. */
export const setUserDisabled = onCall(async (request) => {
  const uid = await requireSignedIn(request);
  return setAccountDisabled(firestore(), adminAuth(), uid, parseSetUserDisabled(request.data));
});

/** An administrator finds an account by email, for the accounts screen. */
export const findAccount = onCall(async (request) => {
  const uid = await requireSignedIn(request);
  return findAccountByEmail(firestore(), adminAuth(), uid, parseFindAccount(request.data));
});

export const checkTokenReset = onCall(async (request) => {
  const uid = await requireSignedIn(request);
  const { teamId } = parseTeamOnly(request.data);
  return tokens.checkTokenReset(firestore(), { teamId, userId: uid });
});

export const createTeam = onCall(async (request) =>
  teams.createTeam(firestore(), await callerOf(request), parseCreateTeam(request.data)),
);

export const inviteToTeam = onCall(async (request) =>
  teams.inviteToTeam(firestore(), await callerOf(request), parseInvite(request.data)),
);

export const cancelInvite = onCall(async (request) => {
  await teams.cancelInvite(firestore(), await callerOf(request), parseInviteRef(request.data));
  return { ok: true };
});

export const acceptInvite = onCall(async (request) =>
  teams.acceptInvite(firestore(), await callerOf(request), parseInviteRef(request.data)),
);

export const declineInvite = onCall(async (request) => {
  await teams.declineInvite(firestore(), await callerOf(request), parseInviteRef(request.data));
  return { ok: true };
});

export const removeMember = onCall(async (request) =>
  teams.removeMember(firestore(), await callerOf(request), parseRemoveMember(request.data)),
);

export const leaveTeam = onCall(async (request) =>
  teams.leaveTeam(firestore(), await callerOf(request), parseLeaveTeam(request.data)),
);

/** The spec's team-by-team scan, bounded, for when the collection-group query cannot run. */
export const scanMyInvitations = onCall(async (request) => {
  const caller = await callerOf(request);
  if (!caller.email) return { invitations: [], truncated: false, teamsScanned: 0, queries: 0 };
  teams.requireVerifiedEmail(caller);
  return scanPendingInvitations(firestore(), caller.email);
});

/** The CSV import of a framework's standards, by a leader of its team. */
export const importFrameworkStandards = onCall(async (request) =>
  importStandards(firestore(), await requireSignedIn(request), parseImportStandards(request.data)),
);

/**
 * Creates a unit plan, or merges a save's patch into it: every lesson and changed field checked
 * with the shared schemas, the merge in a transaction. The only way a plan is written (the
 * rules refuse clients' plan writes).
 */
export const saveUnitPlan = onCall(async (request) =>
  writeUnitPlan(firestore(), await requireSignedIn(request), parseSaveUnitPlan(request.data)),
);

/** Submits a unit plan for review (its owner), or approves it / asks for changes (a leader). */
export const reviewUnitPlan = onCall(async (request) =>
  moveReview(firestore(), await requireSignedIn(request), parseReviewUnitPlan(request.data)),
);

/**
 * Accepts a unit planned with AI for a classroom: the unit, its plan and its schedule written in
 * one transaction from the server's kept draft, or nothing (a schedule conflict is refused).
 */
export const acceptClassroomUnit = onCall(async (request) => {
  const uid = await requireSignedIn(request);
  return acceptKeptClassroomUnit(firestore(), uid, parseAcceptClassroomUnit(request.data));
});

/**
 * Copies a unit into a classroom of its team the caller teaches: the unit, its plan, its
 * experiences and rubrics (linked or copied) and, from a date, its schedule, in one transaction.
 */
export const copyUnit = onCall(async (request) =>
  writeUnitCopy(firestore(), await requireSignedIn(request), parseCopyUnit(request.data)),
);

/**
 * A team leader starts the next school year: last year's templates and classrooms carried into
 * it, its units unscheduled, last year kept read-only. Resumable, and a run of a year already
 * started changes nothing.
 */
export const startSchoolYear = onCall({ timeoutSeconds: 300 }, async (request) =>
  startNextSchoolYear(
    firestore(),
    await requireSignedIn(request),
    parseStartSchoolYear(request.data),
  ),
);

/** An AI draft of a unit plan or one lesson, charged to the unit's team's token allowance. */
export const generateDraft = onCall(
  {
    // The provider keys, exposed to this function only, as environment variables.
    secrets: AI_SECRETS,
    // Room for the provider's own time limit (AI_TIMEOUT_MS, 60 s by default) and the
    // allowance transactions around it.
    timeoutSeconds: 300,
    // The o200k token counter holds its whole rank table in memory.
    memory: '512MiB',
  },
  async (request, response) => {
    // Loaded on first use: the token counter's rank table is megabytes of code that the other
    // functions' cold starts need not parse.
    const planning = await import('./planning/generate-draft');
    return planning.generateDraft(firestore(), request, response);
  },
);
