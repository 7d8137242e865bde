import { mayDeleteUnit, mayEditUnit, relationTo } from './unit-access';

const unit = { ownerId: 'owner', collaboratorIds: ['helper'] };

describe('who may edit a unit', () => {
  it.each([
    ['the owner', 'owner', false, true],
    ['a collaborator', 'helper', false, true],
    ['a leader of its team', 'lead', true, true],
    ['another member', 'member', false, false],
    ['nobody signed in', null, false, false],
  ] as const)('%s: %s', (_who, uid, leads, allowed) => {
    expect(mayEditUnit(unit, uid, leads)).toBe(allowed);
  });
});

describe('who may delete a unit', () => {
  it.each([
    ['the owner', 'owner', false, true],
    ['a collaborator', 'helper', false, false],
    ['a leader of its team', 'lead', true, true],
    ['another member', 'member', false, false],
    ['nobody signed in', null, true, false],
  ] as const)('%s: %s', (_who, uid, leads, allowed) => {
    expect(mayDeleteUnit(unit, uid, leads)).toBe(allowed);
  });
});

it('tells owners and collaborators from other readers', () => {
  expect(relationTo(unit, 'owner')).toBe('owner');
  expect(relationTo(unit, 'helper')).toBe('collaborator');
  expect(relationTo(unit, 'member')).toBe('none');
  expect(relationTo(unit, null)).toBe('none');
});
