/** @jest-environment node */
import {
  DEFAULT_LEVEL_NAMES,
  RUBRIC_TYPES,
  RubricContentSchema,
  type RubricContent,
} from '@lesson-planner/shared-contracts/planning';
import { createOfflineDraftProvider } from './offline-draft-provider';
import { OFFLINE_RUBRIC_PHRASES } from './offline-rubric-phrases';
import { rubricDraftJob, type RubricDraftInput } from './rubric-job';
import { draftInput, STANDARDS } from './testing/fixtures';

const provider = createOfflineDraftProvider();

function rubricInput(overrides: Partial<RubricDraftInput> = {}): RubricDraftInput {
  return {
    language: 'en',
    mode: 'draft',
    taskDescription: 'Scale a recipe for 12 people',
    type: 'analytic',
    subject: 'Mathematics',
    grade: '5',
    levelCount: 4,
    levelOrder: 'highToLow',
    unit: draftInput().unit,
    experience: null,
    standards: STANDARDS.slice(0, 2),
    unitIds: ['unit-1'],
    experienceIds: [],
    rubric: null,
    criterionIndex: 0,
    instructions: '',
    ...overrides,
  };
}

const draft = async (overrides: Partial<RubricDraftInput> = {}) =>
  (await provider.generate(rubricDraftJob(rubricInput(overrides)))).rubric;

const SCRIPTS = { th: /[\u0E00-\u0E7F]/, lo: /[\u0E80-\u0EFF]/, zh: /[\u4E00-\u9FFF]/ } as const;

describe('offline rubric drafts', () => {
  it('writes an analytic rubric: a criterion per standard, a descriptor per level, the default level names', async () => {
    const rubric = await draft();
    expect(RubricContentSchema.parse(rubric)).toEqual(rubric);
    expect(rubric.title).toBe('Analytic rubric: Scale a recipe for 12 people');
    expect(rubric.levels.map((level) => level.name)).toEqual([
      'Beginning',
      'Developing',
      'Proficient',
      'Exemplary',
    ]);
    expect(rubric.levels.map((level) => level.maxPoints)).toEqual([1, 2, 3, 4]);
    expect(rubric.criteria.map((criterion) => criterion.standards)).toEqual(
      STANDARDS.slice(0, 2).map(({ frameworkId, standardId }) => [{ frameworkId, standardId }]),
    );
    const [first] = rubric.criteria;
    expect(first?.title).toBe('MA.5.1 Fractions');
    expect(first?.descriptors).toEqual([
      'Begins to show this with help: Add and subtract fractions with unlike denominators. The work has major gaps or errors.',
      'Mostly shows this: Add and subtract fractions with unlike denominators. A few errors or gaps remain.',
      'Clearly and accurately shows this on their own: Add and subtract fractions with unlike denominators.',
      'Shows this in depth: Add and subtract fractions with unlike denominators. Explains the reasoning and applies it to new situations.',
    ]);
    expect(rubric.unitIds).toEqual(['unit-1']);
  });

  it('writes generic criteria when no standard is chosen', async () => {
    const rubric = await draft({ standards: [] });
    expect(rubric.criteria.map((criterion) => criterion.title)).toEqual([
      'Understanding',
      'Evidence',
      'Organisation',
      'Communication',
    ]);
  });

  it('writes each type with what that type needs', async () => {
    const holistic = await draft({ type: 'holistic', levelCount: 3 });
    expect(holistic.criteria).toEqual([]);
    expect(holistic.levels.every((level) => level.description !== '')).toBe(true);
    expect(holistic.standards).toHaveLength(2);

    const single = await draft({ type: 'singlePoint' });
    expect(single.criteria[0]?.description).toMatch(/^Clearly and accurately/);
    expect(single.criteria[0]?.descriptors).toEqual([]);

    const checklist = await draft({ type: 'checklist', levelCount: 2 });
    expect(checklist.levels.map((level) => level.name)).toEqual(['Not yet', 'Achieved']);
    expect(checklist.criteria[0]?.description).toMatch(/^Yes when the work shows/);
    expect(checklist.criteria[0]?.points).toBe(1);
  });

  it.each(
    (['th', 'lo', 'zh'] as const).flatMap((language) =>
      RUBRIC_TYPES.map((type) => [language, type] as const),
    ),
  )('writes a valid %s %s rubric in its own script', async (language, type) => {
    const rubric = await draft({ language, type, taskDescription: '', levelCount: 5 });
    expect(RubricContentSchema.parse(rubric)).toEqual(rubric);
    expect(rubric.levels.map((level) => level.name)).toEqual(DEFAULT_LEVEL_NAMES[language][5]);
    const texts =
      type === 'holistic'
        ? rubric.levels.map((level) => level.description)
        : rubric.criteria.flatMap((criterion) => [criterion.description, ...criterion.descriptors]);
    expect(texts.filter(Boolean).length).toBeGreaterThan(0);
    for (const text of texts.filter(Boolean)) expect(text).toMatch(SCRIPTS[language]);
    expect(rubric.title).toMatch(SCRIPTS[language]);
  });

  it('reserves exactly what it charges, and streams each criterion (or holistic level) in order', async () => {
    const job = rubricDraftJob(rubricInput({ language: 'zh' }));
    const seen: unknown[] = [];
    const result = await provider.generate(job, { onPart: (part) => seen.push(part) });
    await expect(provider.reserveTokens(job)).resolves.toBe(result.usage.totalTokens);
    expect(seen).toEqual(
      result.rubric.criteria.map((criterion) => ({ part: 'criterion', criterion })),
    );

    const holistic = rubricDraftJob(rubricInput({ type: 'holistic' }));
    const levels: unknown[] = [];
    const whole = await provider.generate(holistic, { onPart: (part) => levels.push(part) });
    expect(levels).toEqual(whole.rubric.levels.map((level) => ({ part: 'level', level })));
  });

  it('rewrites for students in the first person, keeping the structure', async () => {
    const rubric = await draft();
    const student = await draft({ mode: 'studentVersion', rubric });
    expect(
      student.criteria.map(({ id, weight, standards }) => ({ id, weight, standards })),
    ).toEqual(rubric.criteria.map(({ id, weight, standards }) => ({ id, weight, standards })));
    expect(student.levels).toEqual(rubric.levels);
    expect(student.title).toBe(`${rubric.title} (student version)`);
    for (const text of student.criteria.flatMap((criterion) => criterion.descriptors))
      expect(text).toMatch(/^I /);
  });

  it('improves one criterion: fills its empty descriptors, or adds what to look for', async () => {
    const rubric = await draft();
    const bare: RubricContent = {
      ...rubric,
      criteria: rubric.criteria.map((criterion, index) =>
        index === 1 ? { ...criterion, descriptors: ['Own words', '', '', ''] } : criterion,
      ),
    };
    const improved = await draft({ mode: 'improveCriterion', rubric: bare, criterionIndex: 1 });
    expect(improved.criteria[0]).toEqual(rubric.criteria[0]);
    expect(improved.criteria[1]?.descriptors[0]).toBe('Own words');
    expect(improved.criteria[1]?.descriptors.every((text) => text !== '')).toBe(true);

    const again = await draft({ mode: 'improveCriterion', rubric, criterionIndex: 0 });
    expect(again.criteria[0]?.descriptors[2]).toContain(OFFLINE_RUBRIC_PHRASES.en.lookFor);
    const twice = await draft({ mode: 'improveCriterion', rubric: again, criterionIndex: 0 });
    expect(twice.criteria[0]).toEqual(again.criteria[0]);
  });
});

describe('a criterion rewritten for students', () => {
  it('rewords only that criterion in the first person, in its language, keeping its structure', async () => {
    const rubric = await draft({ language: 'th' });
    const student = await draft({
      language: 'th',
      mode: 'criterionStudentVersion',
      rubric,
      criterionIndex: 1,
    });
    expect({ ...student, criteria: [] }).toEqual({ ...rubric, criteria: [] });
    expect(student.criteria[0]).toEqual(rubric.criteria[0]);
    const [before, after] = [rubric.criteria[1], student.criteria[1]];
    expect(after && { ...after, descriptors: [] }).toEqual(
      before && { ...before, descriptors: [] },
    );
    expect(after?.descriptors).toHaveLength(4);
    expect(after?.descriptors).not.toEqual(before?.descriptors);
    for (const text of after?.descriptors ?? []) expect(text).toMatch(/^ฉัน/);
  });

  it('asks a model for that criterion and fits its reply to the teacher’s rubric', async () => {
    const rubric = await draft();
    const input = rubricInput({ mode: 'criterionStudentVersion', rubric, criterionIndex: 0 });
    const job = rubricDraftJob(input);
    expect(job.prompt.user).toContain('Task: rewrite criterion 1 of the existing rubric');
    expect(job.prompt.user).toContain('"existingRubric"');
    const reworded = {
      ...rubric,
      title: 'Changed by the model',
      criteria: rubric.criteria.map((criterion) => ({
        ...criterion,
        title: `I can: ${criterion.title}`,
        weight: 9,
      })),
    };
    const fitted = job.parse(JSON.stringify(reworded)).rubric;
    expect(fitted.title).toBe(rubric.title);
    expect(fitted.criteria[0]).toEqual({
      ...rubric.criteria[0],
      title: `I can: ${rubric.criteria[0]?.title}`,
    });
    expect(fitted.criteria[1]).toEqual(rubric.criteria[1]);
  });
});

describe('the rubric prompt', () => {
  it('names subject and grade codes in the requested language, and keeps the codes on the draft', async () => {
    const input = { language: 'zh' as const, subject: 'science', grade: 'grade-10' };
    const job = rubricDraftJob(rubricInput(input));
    expect(job.prompt.user).toContain('"subject": "科学"');
    expect(job.prompt.user).toContain('"grade": "高一"');
    expect(job.prompt.user).not.toContain('grade-10');
    const rubric = await draft(input);
    expect([rubric.subject, rubric.grade]).toEqual(['science', 'grade-10']);
  });
});

describe('model replies to the rubric job', () => {
  const reply = (rubric: RubricContent) => JSON.stringify(rubric);

  it('fits a new rubric to the request: type, order, links, allowed standards, one descriptor per level', async () => {
    const offline = await draft();
    const job = rubricDraftJob(rubricInput({ levelOrder: 'lowToHigh' }));
    const model: RubricContent = {
      ...offline,
      type: 'checklist',
      unitIds: ['someone-elses'],
      criteria: offline.criteria.map((criterion) => ({
        ...criterion,
        id: 'same',
        descriptors: ['only one'],
        standards: [...criterion.standards, { frameworkId: 'invented', standardId: 'x' }],
      })),
    };
    const { rubric } = job.parse(reply(model));
    expect(rubric.type).toBe('analytic');
    expect(rubric.levelOrder).toBe('lowToHigh');
    expect(rubric.unitIds).toEqual(['unit-1']);
    expect(rubric.criteria.map((criterion) => criterion.id)).toEqual([
      'criterion-1',
      'criterion-2',
    ]);
    expect(rubric.criteria[0]?.descriptors).toEqual(['only one', '', '', '']);
    expect(rubric.criteria[0]?.standards).toEqual(offline.criteria[0]?.standards);
  });

  it('refuses a reply with the wrong number of levels or a changed structure as malformed', async () => {
    const offline = await draft();
    const job = rubricDraftJob(rubricInput({ levelCount: 5 }));
    expect(() => job.parse(reply(offline))).toThrow(expect.objectContaining({ code: 'malformed' }));
    const student = rubricDraftJob(rubricInput({ mode: 'studentVersion', rubric: offline }));
    expect(() => student.parse(reply({ ...offline, criteria: [] }))).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    );
  });

  it('keeps the teacher’s structure when rewording: only the text changes', async () => {
    const offline = await draft();
    const job = rubricDraftJob(rubricInput({ mode: 'studentVersion', rubric: offline }));
    const model: RubricContent = {
      ...offline,
      title: 'My recipe check',
      criteria: offline.criteria.map((criterion) => ({
        ...criterion,
        id: 'changed',
        weight: 9,
        title: `I can ${criterion.title}`,
      })),
    };
    const { rubric } = job.parse(reply(model));
    expect(rubric.title).toBe('My recipe check');
    expect(rubric.criteria.map(({ id, weight }) => ({ id, weight }))).toEqual(
      offline.criteria.map(({ id, weight }) => ({ id, weight })),
    );
    expect(rubric.criteria[0]?.title).toBe(`I can ${offline.criteria[0]?.title}`);
  });

  it('streams the criteria already complete in a partial reply', async () => {
    const offline = await draft();
    const text = reply(offline);
    const job = rubricDraftJob(rubricInput());
    const cut = text.indexOf('"id":"criterion-2"');
    expect(job.completeParts(text.slice(0, cut))).toEqual([
      { part: 'criterion', criterion: offline.criteria[0] },
    ]);
  });
});
