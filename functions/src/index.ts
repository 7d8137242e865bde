// Callable Cloud Functions. Everything that grants power or moves numbers runs here, with the
// admin SDK: clients may not write roles, membership, invites, a team's tokenUsage or its logs
// (see deploy/firestore/firestore.rules).
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall } from 'firebase-functions/v2/https';
import { firestore } from './admin';
import { AI_SECRETS } from './ai/secrets';
import { importStandards, parseImportStandards } from './curriculum/standards-import';
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
  parseSetTokenLimit,
  parseTeamOnly,
  requireSignedIn,
} from './tokens/validation';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const recordTokenUsage = onCall(async (request) => {
  const uid = requireSignedIn(request);
  return tokens.recordTokenUsage(firestore(), parseRecordTokenUsage(request.data, uid));
});

export const setTokenLimit = onCall(async (request) => {
  const uid = requireSignedIn(request);
  const { teamId, newLimit } = parseSetTokenLimit(request.data);
  return tokens.setTokenLimit(firestore(), { teamId, newLimit, changedBy: uid });
});

export const checkTokenReset = onCall(async (request) => {
  const uid = requireSignedIn(request);
  const { teamId } = parseTeamOnly(request.data);
  return tokens.checkTokenReset(firestore(), { teamId, userId: uid });
});

export const createTeam = onCall(async (request) =>
  teams.createTeam(firestore(), callerOf(request), parseCreateTeam(request.data)),
);

export const inviteToTeam = onCall(async (request) =>
  teams.inviteToTeam(firestore(), callerOf(request), parseInvite(request.data)),
);

export const cancelInvite = onCall(async (request) => {
  await teams.cancelInvite(firestore(), callerOf(request), parseInviteRef(request.data));
  return { ok: true };
});

export const acceptInvite = onCall(async (request) =>
  teams.acceptInvite(firestore(), callerOf(request), parseInviteRef(request.data)),
);

export const declineInvite = onCall(async (request) => {
  await teams.declineInvite(firestore(), callerOf(request), parseInviteRef(request.data));
  return { ok: true };
});

export const removeMember = onCall(async (request) =>
  teams.removeMember(firestore(), callerOf(request), parseRemoveMember(request.data)),
);

export const leaveTeam = onCall(async (request) =>
  teams.leaveTeam(firestore(), callerOf(request), parseLeaveTeam(request.data)),
);

/** The spec's team-by-team scan, for when the collection-group query cannot run. */
export const scanMyInvitations = onCall(async (request) => {
  const caller = callerOf(request);
  if (!caller.email) return { invitations: [], teamsScanned: 0, queries: 0 };
  return scanPendingInvitations(firestore(), caller.email);
});

/** The CSV import of a framework's standards, by a leader of its team. */
export const importFrameworkStandards = onCall(async (request) =>
  importStandards(firestore(), requireSignedIn(request), parseImportStandards(request.data)),
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
