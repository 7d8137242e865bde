/** @jest-environment node */
import {
  ExperienceContentSchema,
  stepMinutes,
  type ExperienceContent,
} from '@lesson-planner/shared-contracts/planning';
import type { ExperienceDraftInput } from './experience-job';
import { experienceDraftJob } from './experience-job';
import { createOfflineDraftProvider } from './offline-draft-provider';
import { draftInput, STANDARDS } from './testing/fixtures';

const provider = createOfflineDraftProvider();

function experienceInput(overrides: Partial<ExperienceDraftInput> = {}): ExperienceDraftInput {
  return {
    language: 'en',
    mode: 'draft',
    idea: 'Cooking with fractions',
    type: 'investigation',
    subject: 'Mathematics',
    grade: '5',
    duration: { amount: 60, unit: 'minutes' },
    unit: draftInput().unit,
    standards: STANDARDS.slice(0, 2),
    experience: null,
    stepIndex: 0,
    instructions: '',
    ...overrides,
  };
}

const draft = async (overrides: Partial<ExperienceDraftInput> = {}) =>
  (await provider.generate(experienceDraftJob(experienceInput(overrides)))).experience;

describe('offline experience drafts', () => {
  it('writes a valid experience whose steps fill the duration, with safety notes for a lab', async () => {
    const experience = await draft();
    expect(ExperienceContentSchema.parse(experience)).toEqual(experience);
    expect(experience.title).toBe('Cooking with fractions');
    expect(experience.steps).toHaveLength(4);
    expect(stepMinutes(experience.steps)).toBe(60);
    expect(experience.safetyNotes).not.toBe('');
    expect(experience.standards).toEqual(
      STANDARDS.slice(0, 2).map(({ frameworkId, standardId }) => ({ frameworkId, standardId })),
    );
    const discussion = await draft({
      type: 'discussion',
      duration: { amount: 2, unit: 'sessions' },
    });
    expect(discussion.safetyNotes).toBe('');
    expect(stepMinutes(discussion.steps)).toBe(100);
  });

  it.each([
    ['th', /[\u0E00-\u0E7F]/],
    ['lo', /[\u0E80-\u0EFF]/],
    ['zh', /[\u4E00-\u9FFF]/],
  ] as const)('writes %s in its own script', async (language, script) => {
    const experience = await draft({ language, idea: '' });
    for (const text of [experience.title, experience.summary, experience.steps[0]?.title]) {
      expect(text).toMatch(script);
    }
  });

  it('reserves exactly what it charges, and streams each step in order', async () => {
    const job = experienceDraftJob(experienceInput({ language: 'lo' }));
    const seen: string[] = [];
    const result = await provider.generate(job, { onPart: (step) => seen.push(step.title) });
    await expect(provider.reserveTokens(job)).resolves.toBe(result.usage.totalTokens);
    expect(seen).toEqual(result.experience.steps.map((step) => step.title));
    expect(result.usage.totalTokens).toBeGreaterThan(0);
  });

  it('improves one step and leaves the others as they were', async () => {
    const current: ExperienceContent = await draft();
    const bare = {
      ...current,
      steps: current.steps.map((s, i) => (i === 1 ? { ...s, studentActions: '' } : s)),
    };
    const improved = await draft({ mode: 'improveStep', experience: bare, stepIndex: 1 });
    expect(improved.steps[0]).toEqual(bare.steps[0]);
    expect(improved.steps[2]).toEqual(bare.steps[2]);
    expect(improved.steps[1]?.teacherActions).toContain('Before moving on');
    expect(improved.steps[1]?.studentActions).not.toBe('');
    expect(improved.steps[1]?.minutes).toBe(bare.steps[1]?.minutes);
  });

  it('adds a hands-on step within the same time, and differentiation where it is missing', async () => {
    const current = await draft();
    const handsOn = await draft({ mode: 'handsOn', experience: current });
    expect(handsOn.steps).toHaveLength(current.steps.length + 1);
    expect(handsOn.steps.at(-2)?.title).toBe('Hands-on try-out');
    expect(stepMinutes(handsOn.steps)).toBe(stepMinutes(current.steps));

    const withSupport = {
      ...current,
      differentiation: { support: 'Mine', extension: '', language: '' },
    };
    const differentiated = await draft({ mode: 'differentiation', experience: withSupport });
    expect(differentiated.differentiation.support).toBe('Mine');
    expect(differentiated.differentiation.extension).not.toBe('');
    expect(differentiated.differentiation.language).not.toBe('');
    expect(differentiated.steps).toEqual(current.steps);
  });
});

describe('experience step differentiation', () => {
  it('adds support and an extension to one step, in its language, leaving the rest as it was', async () => {
    const current = await draft({ language: 'th' });
    const differentiated = await draft({
      language: 'th',
      mode: 'stepDifferentiation',
      experience: current,
      stepIndex: 2,
    });
    const [before, after] = [current.steps[2], differentiated.steps[2]];
    expect({ ...differentiated, steps: [] }).toEqual({ ...current, steps: [] });
    expect(differentiated.steps.filter((_, index) => index !== 2)).toEqual(
      current.steps.filter((_, index) => index !== 2),
    );
    expect(after?.teacherActions.startsWith(before?.teacherActions ?? '')).toBe(true);
    expect(after?.teacherActions).toContain('ให้บัตรขั้นตอนพร้อมภาพ');
    expect(after?.teacherActions).toContain(before?.title);
    expect({ ...after, teacherActions: '' }).toEqual({ ...before, teacherActions: '' });
    // Asked twice, it does not add the same support again.
    const again = await draft({
      language: 'th',
      mode: 'stepDifferentiation',
      experience: differentiated,
      stepIndex: 2,
    });
    expect(again.steps[2]).toEqual(after);
  });

  it('asks a model for the one step, with the experience as quoted data', () => {
    const current = { ...experienceInput(), mode: 'stepDifferentiation' as const };
    const job = experienceDraftJob({
      ...current,
      experience: ExperienceContentSchema.parse({ title: 'Pond dip', steps: [] }),
      stepIndex: 1,
    });
    expect(job.prompt.user).toContain('Task: add differentiation to step 2 of the existing');
    expect(job.prompt.user).toContain('"existingExperience"');
    expect(job.prompt.user).toContain('Pond dip');
  });
});

describe('experience job', () => {
  const job = experienceDraftJob(experienceInput());

  it('asks for the experience shape in the requested language, with the standards', () => {
    expect(job.prompt.system).toContain('"teacherActions": string');
    expect(experienceDraftJob(experienceInput({ language: 'th' })).prompt.system).toContain(
      'Write every text field in Thai.',
    );
    expect(job.prompt.user).toContain('Cooking with fractions');
    expect(job.prompt.user).toContain('"standardId": "ma%2E5%2E1"');
    expect(job.prompt.user).toContain('Settings: type investigation, 60 minutes.');
  });

  it('names subject and grade codes in the requested language', () => {
    const input = experienceInput({ language: 'lo', subject: 'mathematics', grade: 'grade-6' });
    const { user } = experienceDraftJob(input).prompt;
    expect(user).toContain('"subject": "ຄະນິດສາດ"');
    expect(user).toContain('"grade": "ມ.1"');
  });

  it('validates a reply, dropping standards that were not offered', () => {
    const reply = JSON.stringify({
      title: 'Fraction lab',
      steps: [{ title: 'Try', minutes: 10 }],
      standards: [
        { frameworkId: 'fw-math', standardId: 'ma%2E5%2E2' },
        { frameworkId: 'fw-math', standardId: 'invented' },
      ],
    });
    const { experience } = job.parse(reply);
    expect(experience.title).toBe('Fraction lab');
    expect(experience.standards).toEqual([{ frameworkId: 'fw-math', standardId: 'ma%2E5%2E2' }]);
    expect(() => job.parse('{"steps":[]}')).toThrow(expect.objectContaining({ code: 'malformed' }));
    expect(() => job.parse('not json')).toThrow(expect.objectContaining({ code: 'malformed' }));
  });

  it('finds the steps already complete in a partial reply', () => {
    const partial = '{"title":"Lab","steps":[{"title":"One","minutes":5},{"title":"Tw';
    expect(job.completeParts(partial).map((step) => step.title)).toEqual(['One']);
  });
});
