import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  type Locale,
} from '@lesson-planner/shared-contracts/interface';

/**
 * The subjects and grades a teacher chooses from, stored as codes and shown in the reader's
 * language. A stored value that is not a code is free text (typed under "other", or saved before
 * the choices existed) and is shown as typed. They live beside the glossary because they are
 * school terms too, read by the browser areas and by the functions' prompts alike.
 */
export type SchoolChoiceLabels = Readonly<Record<Locale, string>>;

export interface SchoolChoice {
  code: string;
  label: SchoolChoiceLabels;
}

export type SchoolChoiceKind = 'subject' | 'grade';

/** The learning areas of the Thai and Lao national curricula, and the ones schools add. */
export const SUBJECTS: readonly SchoolChoice[] = [
  {
    code: 'mathematics',
    label: { en: 'Mathematics', th: 'คณิตศาสตร์', lo: 'ຄະນິດສາດ', zh: '数学' },
  },
  { code: 'science', label: { en: 'Science', th: 'วิทยาศาสตร์', lo: 'ວິທະຍາສາດ', zh: '科学' } },
  { code: 'thai', label: { en: 'Thai', th: 'ภาษาไทย', lo: 'ພາສາໄທ', zh: '泰语' } },
  { code: 'lao', label: { en: 'Lao', th: 'ภาษาลาว', lo: 'ພາສາລາວ', zh: '老挝语' } },
  { code: 'english', label: { en: 'English', th: 'ภาษาอังกฤษ', lo: 'ພາສາອັງກິດ', zh: '英语' } },
  { code: 'chinese', label: { en: 'Chinese', th: 'ภาษาจีน', lo: 'ພາສາຈີນ', zh: '中文' } },
  {
    code: 'social-studies',
    label: { en: 'Social studies', th: 'สังคมศึกษา', lo: 'ສັງຄົມສຶກສາ', zh: '社会' },
  },
  { code: 'history', label: { en: 'History', th: 'ประวัติศาสตร์', lo: 'ປະຫວັດສາດ', zh: '历史' } },
  { code: 'geography', label: { en: 'Geography', th: 'ภูมิศาสตร์', lo: 'ພູມສາດ', zh: '地理' } },
  {
    code: 'health-pe',
    label: {
      en: 'Health and physical education',
      th: 'สุขศึกษาและพลศึกษา',
      lo: 'ສຸຂະສຶກສາ ແລະ ພະລະສຶກສາ',
      zh: '体育与健康',
    },
  },
  { code: 'arts', label: { en: 'Arts', th: 'ศิลปะ', lo: 'ສິລະປະ', zh: '美术' } },
  { code: 'music', label: { en: 'Music', th: 'ดนตรี', lo: 'ດົນຕີ', zh: '音乐' } },
  {
    code: 'technology',
    label: {
      en: 'Information technology',
      th: 'เทคโนโลยีสารสนเทศ',
      lo: 'ເຕັກໂນໂລຊີຂໍ້ມູນຂ່າວສານ',
      zh: '信息技术',
    },
  },
  {
    code: 'occupations',
    label: { en: 'Occupations', th: 'การงานอาชีพ', lo: 'ວິຊາຊີບ', zh: '劳动' },
  },
];

// Grade N of a 12-year school, written as each country's teachers write it: Thailand counts
// 6 primary (ป.) and 6 secondary (ม.) years, Laos 5 primary (ປ.) and 7 secondary (ມ.), China
// 6 primary years, 3 junior (初) and 3 senior (高) secondary.
const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);
const GRADE_NAMES: Readonly<Record<Exclude<Locale, 'en'>, readonly string[]>> = {
  th: [...numbered('ป.', 6), ...numbered('ม.', 6)],
  lo: [...numbered('ປ.', 5), ...numbered('ມ.', 7)],
  zh: [
    ...['一', '二', '三', '四', '五', '六'].map((n) => `${n}年级`),
    ...['初一', '初二', '初三', '高一', '高二', '高三'],
  ],
};

export const GRADES: readonly SchoolChoice[] = [
  { code: 'kindergarten', label: { en: 'Kindergarten', th: 'อนุบาล', lo: 'ອະນຸບານ', zh: '幼儿园' } },
  ...Array.from({ length: 12 }, (_, index) => ({
    code: `grade-${index + 1}`,
    label: {
      en: `Grade ${index + 1}`,
      th: GRADE_NAMES.th[index] ?? '',
      lo: GRADE_NAMES.lo[index] ?? '',
      zh: GRADE_NAMES.zh[index] ?? '',
    },
  })),
];

/** What the choice list offers besides the codes: nothing chosen, and free text. */
export const SCHOOL_CHOICE_EXTRAS: Readonly<Record<'notSet' | 'other', SchoolChoiceLabels>> = {
  notSet: { en: 'Not set', th: 'ไม่ระบุ', lo: 'ບໍ່ລະບຸ', zh: '未设置' },
  other: { en: 'Other (type it)', th: 'อื่น ๆ (พิมพ์เอง)', lo: 'ອື່ນໆ (ພິມເອງ)', zh: '其他（自行填写）' },
};

export const SCHOOL_CHOICES: Readonly<Record<SchoolChoiceKind, readonly SchoolChoice[]>> = {
  subject: SUBJECTS,
  grade: GRADES,
};

/** The interface language to name a choice in: i18next's language, or English for any other. */
export const choiceLanguage = (locale: string): Locale =>
  isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;

/** The choice a stored value names, or undefined for free text and for nothing. */
export const schoolChoiceOf = (kind: SchoolChoiceKind, value: string): SchoolChoice | undefined =>
  SCHOOL_CHOICES[kind].find((choice) => choice.code === value.trim());

/** The choice a free text names in one of the languages ("Mathematics", "คณิตศาสตร์"). */
const choiceNamed = (kind: SchoolChoiceKind, value: string): SchoolChoice | undefined => {
  const name = value.trim().toLocaleLowerCase();
  return SCHOOL_CHOICES[kind].find((choice) =>
    Object.values(choice.label).some((label) => label.toLocaleLowerCase() === name),
  );
};

/**
 * A stored subject or grade in the reader's language: a code translated, and free text that is
 * a choice's name in one of the languages (a framework's "Mathematics") named in the reader's;
 * other free text as typed.
 */
export const schoolChoiceLabel = (kind: SchoolChoiceKind, value: string, locale: string): string =>
  (schoolChoiceOf(kind, value) ?? choiceNamed(kind, value))?.label[choiceLanguage(locale)] ??
  value.trim();

export const subjectLabel = (value: string, locale: string): string =>
  schoolChoiceLabel('subject', value, locale);

export const gradeLabel = (value: string, locale: string): string =>
  schoolChoiceLabel('grade', value, locale);
