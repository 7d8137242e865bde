import path from 'node:path';
import { SUPPORTED_LOCALES } from '@lesson-planner/shared-contracts/interface';
import { DEFAULT_LEVEL_NAMES } from '@lesson-planner/shared-contracts/planning';
import { GLOSSARY, type TranslatedLocale } from './glossary';
import { checkTranslatedString, describeViolation, type TranslatedString } from './glossary-check';
import { GLOSSARY_EXCEPTIONS } from './glossary-exceptions';
import { readTranslatedStrings } from './locale-files';
import { SECOND_REVIEW_FINDINGS } from './second-review-findings';

const repo = path.resolve(__dirname, '../../..');
const translated = SUPPORTED_LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== 'en',
);

/** The default names of rubric levels, beside the English name at the same place. */
const levelNameStrings = (): TranslatedString[] =>
  translated.flatMap((language) =>
    Object.entries(DEFAULT_LEVEL_NAMES[language]).flatMap(([count, names]) =>
      names.map((text, index) => ({
        file: 'shared-contracts/src/planning/rubric-level-names.ts',
        namespace: 'rubric-level-names',
        key: `${language}.${count}.${index + 1}`,
        en: DEFAULT_LEVEL_NAMES.en[Number(count) as keyof typeof DEFAULT_LEVEL_NAMES.en][index]!,
        text,
        language,
      })),
    ),
  );

const localeStrings = readTranslatedStrings(repo, translated);
const strings = [...localeStrings, ...levelNameStrings()];
const find = (file: string, key: string) => {
  const found = strings.find((string) => string.file === file && string.key === key);
  if (!found) throw new Error(`${file} ${key} is not in the locale files`);
  return found;
};
const check = (string: TranslatedString) =>
  checkTranslatedString(string, GLOSSARY_EXCEPTIONS).map(describeViolation);

it('names every school and product term of the issue in four languages', () => {
  const ids = GLOSSARY.map((term) => term.id);
  for (const id of [
    'unit',
    'unitPlan',
    'lesson',
    'learningExperience',
    'rubric',
    'criterion',
    'level',
    'standard',
    'framework',
    'strand',
    'essentialQuestion',
    'bigIdea',
    'differentiation',
    'enrichment',
    'scheduleTemplate',
    'period',
    'cycleDay',
    'lostDay',
    'pin',
    'allowance',
    'token',
    'leader',
    'member',
    'draft',
  ])
    expect(ids).toContain(id);
  for (const term of GLOSSARY)
    for (const language of translated) expect(term[language].term).not.toBe('');
});

it('reads the locale files of every app', () => {
  const apps = new Set(localeStrings.map((string) => string.file.split(path.sep)[0]));
  expect([...apps].sort()).toEqual(
    ['remote-auth', 'remote-curriculum', 'remote-planning', 'remote-teams', 'shell'].sort(),
  );
});

it('every translation uses the glossary terms and the register of its language', () => {
  const violations = strings.flatMap((string) =>
    checkTranslatedString(string, GLOSSARY_EXCEPTIONS),
  );
  expect(violations.map(describeViolation)).toEqual([]);
});

describe('the second translation review', () => {
  it.each([...SECOND_REVIEW_FINDINGS])(
    '%s %s: its value before the fixes fails the check',
    (file, key, before, rules) => {
      const violations = checkTranslatedString(
        { ...find(file, key), text: before },
        GLOSSARY_EXCEPTIONS,
      );
      expect([...new Set(violations.map((violation) => violation.rule))].sort()).toEqual(
        [...rules].sort(),
      );
    },
  );
});

describe('on a planted inconsistency', () => {
  it('reports the file, the key and the expected term', () => {
    const menu = find('shell/public/locales/th/navbar.json', 'rubrics');
    expect(check({ ...menu, text: 'รูบริก' })).toEqual([
      'shell/public/locales/th/navbar.json rubrics: use the term "เกณฑ์การให้คะแนน" (rubric) [rubric]',
      'shell/public/locales/th/navbar.json rubrics: use "เกณฑ์การให้คะแนน" instead of "รูบริก" (rubric) [rubric]',
    ]);
  });

  it('reports a term missing from a longer sentence', () => {
    const heading = find(
      'remote-planning/public/locales/zh/planner.json',
      'scheduler.lost.heading',
    );
    expect(check({ ...heading, text: '取消上课的日子' })).toEqual([
      'remote-planning/public/locales/zh/planner.json scheduler.lost.heading: use the term "停课" (lost day) [lostDay]',
    ]);
  });

  it('reports 你 in an instruction to the teacher, not in a handout for students', () => {
    const lead = find('remote-planning/public/locales/zh/rubrics.json', 'list.lead');
    expect(check({ ...lead, text: lead.text.replace(/您/g, '你') })).toEqual([
      'remote-planning/public/locales/zh/rubrics.json list.lead: address the teacher as 您, not 你 [zh-formal-you]',
    ]);
    expect(check(find('remote-planning/public/locales/zh/rubrics.json', 'student.intro'))).toEqual(
      [],
    );
  });

  it('reports a Thai request without โปรด and a Lao sentence without its full stop', () => {
    const required = find(
      'remote-planning/public/locales/th/unit.json',
      'form.errors.titleRequired',
    );
    expect(check({ ...required, text: required.text.replace(/^โปรด/, '') })).toEqual([
      'remote-planning/public/locales/th/unit.json form.errors.titleRequired: start the request with โปรด [th-polite-request]',
    ]);
    const lao = find('remote-planning/public/locales/lo/rubrics.json', 'list.lead');
    expect(check({ ...lao, text: lao.text.replace(/\.$/, '') })).toEqual([
      'remote-planning/public/locales/lo/rubrics.json list.lead: end the sentence with "." [lo-sentence-end]',
    ]);
  });

  it('tells the senses of an English word apart: a grade level is not a rubric level', () => {
    const gradeLevel = find(
      'remote-curriculum/public/locales/zh/classroom.json',
      'classrooms.gradeLevel',
    );
    expect(gradeLevel.en).toBe('Grade level');
    expect(check(gradeLevel)).toEqual([]);
  });
});
