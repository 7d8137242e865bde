/** @jest-environment node */
// The rubric create page's one-shot unit reads: what they read, and none or null on failure.
import type { Unit } from '@lesson-planner/shared-contracts/planning';
import { useSession } from '@lesson-planner/shared-contracts/session';
import { signedInAs } from '@lesson-planner/shared-contracts/session/testing';
import { fetchStandardsByRef } from '../api/curriculum-reads';
import { PlanningFailure } from '../api/planning-failure';
import { listMyTeams } from '../api/team-directory';
import { fetchUnit } from '../api/unit-reads';
import { loadMyTeams, loadUnit, loadUnitStandards } from './units-store';

jest.mock('../api/curriculum-reads');
jest.mock('../api/team-directory');
jest.mock('../api/unit-reads');

const team = { id: 't1', name: 'Grade 5', isLeader: false };

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  useSession.setState(signedInAs('me'));
});

afterEach(() => {
  useSession.setState({ status: 'signed-out', user: null });
  jest.restoreAllMocks();
});

it('reads my teams, and none when signed out or refused', async () => {
  jest.mocked(listMyTeams).mockResolvedValue([team]);
  await expect(loadMyTeams()).resolves.toEqual([team]);
  expect(listMyTeams).toHaveBeenCalledWith('me');

  jest.mocked(listMyTeams).mockRejectedValue(new PlanningFailure('network'));
  await expect(loadMyTeams()).resolves.toEqual([]);

  useSession.setState({ status: 'signed-out', user: null });
  jest.mocked(listMyTeams).mockClear();
  await expect(loadMyTeams()).resolves.toEqual([]);
  expect(listMyTeams).not.toHaveBeenCalled();
});

it('reads a unit, and null when it cannot be opened', async () => {
  const unit = { id: 'u1' } as Unit;
  jest.mocked(fetchUnit).mockResolvedValue(unit);
  await expect(loadUnit('u1')).resolves.toBe(unit);
  jest.mocked(fetchUnit).mockRejectedValue(new PlanningFailure('unitNotFound'));
  await expect(loadUnit('gone')).resolves.toBeNull();
});

it('reads a unit’s standards by reference, and null when they cannot be read', async () => {
  const refs = [{ frameworkId: 'f1', standardId: 's1' }];
  jest.mocked(fetchStandardsByRef).mockResolvedValue(new Map());
  await expect(loadUnitStandards('t1', refs)).resolves.toEqual(new Map());
  expect(fetchStandardsByRef).toHaveBeenCalledWith('t1', refs);
  jest.mocked(fetchStandardsByRef).mockRejectedValue(new PlanningFailure('notMember'));
  await expect(loadUnitStandards('t1', refs)).resolves.toBeNull();
});
