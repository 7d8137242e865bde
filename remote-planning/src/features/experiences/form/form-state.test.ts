import {
  experienceForUnit,
  experienceProblems,
  emptyExperience,
  moveStep,
  newStep,
} from './form-state';

const step = (title: string) => ({ ...newStep(), title });

describe('experience form rules', () => {
  it('starts from a unit with its team, subject, grade and standards', () => {
    const standards = [{ frameworkId: 'f', standardId: 's' }];
    expect(
      experienceForUnit({ id: 'u1', teamId: 't1', subject: 'Science', grade: '5', standards }),
    ).toMatchObject({ teamId: 't1', subject: 'Science', grade: '5', unitIds: ['u1'], standards });
  });

  it('names what stops a save', () => {
    const input = {
      ...emptyExperience(''),
      type: 'fieldTrip' as const,
      status: 'published' as const,
      duration: { amount: 21, unit: 'sessions' as const },
      steps: [step('Walk'), step(' '), { ...step('Long'), minutes: 241 }],
      collaboratorIds: Array.from({ length: 21 }, (_, index) => `member${index}`),
      resources: [
        { label: ' ', url: '' },
        { label: 'Map', url: 'javascript:alert(1)' },
        { label: 'Guide', url: 'https://example.org/guide' },
      ],
    };
    expect(experienceProblems(input)).toEqual({
      title: 'titleRequired',
      teamId: 'teamRequired',
      duration: 'durationRange',
      'steps.1': 'stepTitleRequired',
      'steps.2': 'stepMinutesRange',
      safetyNotes: 'safetyNotesRequired',
      'resources.0': 'resourceLabelRequired',
      'resources.1': 'resourceUrlInvalid',
      collaboratorIds: 'tooManyCollaborators',
    });
    expect(
      experienceProblems({
        ...input,
        title: 'Trip',
        teamId: 't',
        steps: [],
        resources: [input.resources[2]!],
        safetyNotes: 'Stay together',
        duration: { amount: 2, unit: 'sessions' },
        collaboratorIds: input.collaboratorIds.slice(0, 20),
      }),
    ).toEqual({});
  });

  it('moves a step and leaves the list alone for a move out of bounds', () => {
    const steps = [step('a'), step('b'), step('c')];
    expect(moveStep(steps, 0, 1).map((s) => s.title)).toEqual(['b', 'a', 'c']);
    expect(moveStep(steps, 2, 0).map((s) => s.title)).toEqual(['c', 'a', 'b']);
    expect(moveStep(steps, 0, -1).map((s) => s.title)).toEqual(['a', 'b', 'c']);
  });
});
