/** @jest-environment node */
// Every id a callable takes is refused as a bad request when Firestore could not use it as a
// document id (a reserved __name__, "..", a "/" included): never an internal error from
// Firestore after the call got under way. The refusal carries the code the web app already
// translates for "no such document" (details.code), since no document can have that id.
import { parseSetUserDisabled } from '../accounts/account-service';
import { parseImportStandards } from '../curriculum/standards-import';
import { parseGenerateDraftRequest } from '../planning/generation-request';
import { parseInvite, parseInviteRef, parseLeaveTeam, parseRemoveMember } from '../teams/payloads';
import {
  parseRecordTokenUsage,
  parseSetMemberTokenLimit,
  parseSetTokenLimit,
  parseTeamOnly,
} from './validation';

const refusal = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    const { code, details } = error as { code: string; details?: { code?: string } };
    return { code, detailCode: details?.code };
  }
  return null;
};

const row = { code: 'MA.1', description: 'Count.', order: 0 };

/** [callable, field, parse with `id` in that field, the code the web app shows] */
const ID_FIELDS: [string, string, (id: string) => unknown, string][] = [
  ['checkTokenReset', 'teamId', (id) => parseTeamOnly({ teamId: id }), 'teamNotFound'],
  [
    'setTokenLimit',
    'teamId',
    (id) => parseSetTokenLimit({ teamId: id, newLimit: 5 }),
    'teamNotFound',
  ],
  [
    'setMemberTokenLimit',
    'teamId',
    (id) => parseSetMemberTokenLimit({ teamId: id, memberId: 'u1', limit: 5 }),
    'teamNotFound',
  ],
  [
    'setMemberTokenLimit',
    'memberId',
    (id) => parseSetMemberTokenLimit({ teamId: 't1', memberId: id, limit: 5 }),
    'memberNotFound',
  ],
  [
    'recordTokenUsage',
    'teamId',
    (id) => parseRecordTokenUsage({ teamId: id, tokenCount: 5 }, 'u1'),
    'teamNotFound',
  ],
  ['inviteToTeam', 'teamId', (id) => parseInvite({ teamId: id, email: 'a@b.c' }), 'teamNotFound'],
  [
    'acceptInvite',
    'teamId',
    (id) => parseInviteRef({ teamId: id, inviteId: 'i1' }),
    'teamNotFound',
  ],
  [
    'acceptInvite',
    'inviteId',
    (id) => parseInviteRef({ teamId: 't1', inviteId: id }),
    'inviteNotFound',
  ],
  [
    'removeMember',
    'memberId',
    (id) => parseRemoveMember({ teamId: 't1', memberId: id }),
    'memberNotFound',
  ],
  [
    'removeMember',
    'successorId',
    (id) => parseRemoveMember({ teamId: 't1', memberId: 'u1', successorId: id }),
    'memberNotFound',
  ],
  [
    'leaveTeam',
    'successorId',
    (id) => parseLeaveTeam({ teamId: 't1', successorId: id }),
    'memberNotFound',
  ],
  [
    'importFrameworkStandards',
    'teamId',
    (id) => parseImportStandards({ teamId: id, frameworkId: 'f1', rows: [row] }),
    'teamNotFound',
  ],
  [
    'importFrameworkStandards',
    'frameworkId',
    (id) => parseImportStandards({ teamId: 't1', frameworkId: id, rows: [row] }),
    'frameworkNotFound',
  ],
  [
    'setUserDisabled',
    'uid',
    (id) => parseSetUserDisabled({ uid: id, disabled: true }),
    'accountNotFound',
  ],
  [
    'generateDraft unitPlan',
    'unitId',
    (id) => parseGenerateDraftRequest({ task: 'unitPlan', unitId: id, language: 'en' }),
    'unitNotFound',
  ],
  [
    'generateDraft experience',
    'teamId',
    (id) => parseGenerateDraftRequest({ task: 'experience', teamId: id, language: 'en' }),
    'teamNotFound',
  ],
  [
    'generateDraft experience',
    'experienceId',
    (id) =>
      parseGenerateDraftRequest({
        task: 'experience',
        teamId: 't1',
        experienceId: id,
        language: 'en',
      }),
    'experienceNotFound',
  ],
  [
    'generateDraft experience',
    'unitId',
    (id) =>
      parseGenerateDraftRequest({ task: 'experience', teamId: 't1', unitId: id, language: 'en' }),
    'unitNotFound',
  ],
  [
    'generateDraft rubric',
    'rubricId',
    (id) =>
      parseGenerateDraftRequest({ task: 'rubric', teamId: 't1', rubricId: id, language: 'en' }),
    'rubricNotFound',
  ],
  [
    'generateDraft rubric',
    'experienceId',
    (id) =>
      parseGenerateDraftRequest({
        task: 'rubric',
        teamId: 't1',
        experienceId: id,
        language: 'en',
      }),
    'experienceNotFound',
  ],
];

describe.each(['a/b', '..', '.', '__x__', 'x'.repeat(1501)])('the id %j', (id) => {
  it.each(ID_FIELDS)('is refused by %s as its %s', (_callable, _field, parse, detailCode) => {
    expect(refusal(() => parse(id))).toEqual({ code: 'invalid-argument', detailCode });
  });
});

it.each(ID_FIELDS)('%s accepts an ordinary %s', (_callable, _field, parse) => {
  expect(refusal(() => parse('ordinary-id_1'))).toBeNull();
});
