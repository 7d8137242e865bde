/** @jest-environment node */
// The ids callables take are refused as bad requests, with a message naming the field, when
// Firestore could not use them as document ids (a reserved __name__ included): never an internal
// error from Firestore after the call got under way.
import { parseInviteRef, parseRemoveMember } from '../teams/payloads';
import { parseGenerateDraftRequest } from '../planning/generation-request';
import { parseSetMemberTokenLimit, parseTeamOnly } from './validation';

const refusal = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  return null;
};

describe.each(['__x__', '.', 'a/b', 'x'.repeat(1501)])('the id %j', (id) => {
  it('is refused as a team id', () => {
    expect(refusal(() => parseTeamOnly({ teamId: id }))).toEqual({
      code: 'invalid-argument',
      message: 'Team ID is not a valid document id',
    });
  });

  it('is refused as a member id, named as one', () => {
    expect(
      refusal(() => parseSetMemberTokenLimit({ teamId: 't1', memberId: id, limit: 5 })),
    ).toEqual({
      code: 'invalid-argument',
      message: 'Member ID is not a valid document id',
    });
    expect(refusal(() => parseRemoveMember({ teamId: 't1', memberId: id }))).toEqual({
      code: 'invalid-argument',
      message: 'Member ID is not a valid document id',
    });
  });

  it('is refused as an invitation id', () => {
    expect(refusal(() => parseInviteRef({ teamId: 't1', inviteId: id }))).toEqual({
      code: 'invalid-argument',
      message: 'Not a valid document id',
    });
  });

  it('is refused as the unit of a draft', () => {
    expect(
      refusal(() => parseGenerateDraftRequest({ task: 'unitPlan', unitId: id, language: 'en' })),
    ).toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/unitId/) });
  });
});

it('accepts ordinary ids', () => {
  expect(parseSetMemberTokenLimit({ teamId: 'team-1', memberId: 'uid-1', limit: null })).toEqual({
    teamId: 'team-1',
    memberId: 'uid-1',
    limit: null,
  });
});
