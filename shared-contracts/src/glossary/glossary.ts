import type { Locale } from '@lesson-planner/shared-contracts/interface';

/**
 * The product's glossary: each school or product term with the one translation chosen for Thai,
 * Lao and Chinese. Every screen, document, email and draft says the term this way, so the menu,
 * the page it opens and the help text agree. `glossary-check.ts` enforces it on every locale file.
 *
 * `en` finds the term in an English string (case-insensitive, word-bounded, placeholders removed
 * first). A translation of that string must contain `term` or one of `accepted` (a short form the
 * language needs on buttons, or the term inside a longer compound). `avoid` lists wrong names the
 * reviews found: they are refused in every string of that language, whatever the English says.
 */
/** Every language a string is translated into; a new supported locale makes each term need it. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

export interface TermTranslation {
  /** The chosen term. */
  term: string;
  /** Other forms a string may use instead of `term`. */
  accepted?: readonly string[];
  /** Names that must not be used for this concept anywhere in this language. */
  avoid?: readonly string[];
  /**
   * Words that name something else: refused only where the English names this term (zh 课程 is
   * a course or the curriculum, never a lesson).
   */
  misnamed?: readonly string[];
  /**
   * Compounds that contain the term's letters but are other words, read as absent (zh 上课时段,
   * a meeting, holds 课时, a lesson).
   */
  notIn?: readonly string[];
  /** The form buttons use: on a button (an AI action) the full `term` is too long. */
  short?: string;
}

export interface GlossaryTerm {
  id: string;
  /** The English term as the glossary shows it. */
  english: string;
  /** Finds the term in an English string. */
  en: RegExp;
  th: TermTranslation;
  lo: TermTranslation;
  zh: TermTranslation;
  /** Why, where the choice needed judgement. */
  note?: string;
}

/** School terms: what teachers plan with. */
const SCHOOL_TERMS: readonly GlossaryTerm[] = [
  {
    id: 'unit',
    english: 'unit',
    en: /\bunits?\b/i,
    th: { term: 'หน่วยการเรียนรู้' },
    lo: { term: 'ຫົວໜ່ວຍການຮຽນ', avoid: ['ບົດຮຽນຫົວໜ່ວຍ'] },
    zh: { term: '单元' },
    note: 'lo: ບົດຮຽນຫົວໜ່ວຍ reads "lesson-unit"; a bare ໜ່ວຍ is a measuring unit.',
  },
  {
    id: 'unitPlan',
    english: 'unit plan',
    en: /\bunit plans?\b/i,
    th: { term: 'แผนหน่วยการเรียนรู้' },
    lo: { term: 'ແຜນຫົວໜ່ວຍການຮຽນ' },
    zh: { term: '单元教学计划', avoid: ['单元计划'] },
  },
  {
    id: 'lesson',
    english: 'lesson',
    // Not the product's name "Lesson Planner", a "lesson plan" (แผนการสอน, 教学计划) or the school's
    // "days without lessons" (no teaching at all: การเรียนการสอน, 上课).
    en: /(?<!without |is a )\blessons?\b(?! plan)/i,
    th: { term: 'บทเรียน' },
    lo: { term: 'ບົດຮຽນ' },
    zh: {
      term: '课时',
      accepted: ['节课'],
      avoid: ['这一课'],
      misnamed: ['课程'],
      notIn: ['上课时段', '课程标准'],
    },
    note:
      'zh: 课时 is one lesson of a unit plan; 第 N 课 would read "textbook lesson N", 课程 is a ' +
      'course; 上课时段 (a meeting) only looks like it.',
  },
  {
    id: 'learningExperience',
    english: 'learning experience',
    en: /\b(learning )?experiences?\b/i,
    th: { term: 'ประสบการณ์การเรียนรู้', accepted: ['ประสบการณ์'] },
    lo: { term: 'ປະສົບການການຮຽນຮູ້', accepted: ['ປະສົບການ'] },
    zh: { term: '学习活动', accepted: ['活动'], avoid: ['学习体验'] },
    note: 'zh: mainland teachers design 学习活动; 学习体验 sounds like user experience.',
  },
  {
    id: 'rubric',
    english: 'rubric',
    en: /\brubrics?\b/i,
    th: { term: 'เกณฑ์การให้คะแนน', avoid: ['รูบริก'] },
    lo: { term: 'ເກນການໃຫ້ຄະແນນ', avoid: ['ຣູບຣິກ'] },
    zh: { term: '评价量规', accepted: ['量规'], avoid: ['评分量规'] },
    note:
      'th, lo: the descriptive term of Thai and Lao assessment guides, already in the menu and ' +
      'docs; the loanword รูบริก/ຣູບຣິກ is unknown to many teachers. zh: 量规 alone on tight buttons.',
  },
  {
    id: 'criterion',
    english: 'criterion',
    en: /\bcriteri(on|a)\b/i,
    th: { term: 'ประเด็นการประเมิน', accepted: ['ประเด็น'] },
    lo: { term: 'ຫົວຂໍ້ການປະເມີນ', accepted: ['ຫົວຂໍ້'] },
    zh: { term: '评价维度', accepted: ['维度'], avoid: ['评价标准'] },
    note:
      'A rubric is criteria × levels. เกณฑ์/ເກນ would clash with the rubric itself; 评价标准 ' +
      'with 课程标准 (standard).',
  },
  {
    id: 'level',
    english: 'performance level',
    // A rubric's level, not a grade level or a reading level.
    en: /\b(?<!grade |reading )levels?\b/i,
    th: { term: 'ระดับคุณภาพ', accepted: ['ระดับ'] },
    lo: { term: 'ລະດັບຄຸນນະພາບ', accepted: ['ລະດັບ'] },
    zh: { term: '表现等级', accepted: ['等级'], avoid: ['表现水平'] },
  },
  {
    id: 'proficient',
    english: 'proficient (meets the standard)',
    en: /\bproficient\b/i,
    th: { term: 'ผ่านเกณฑ์', accepted: ['ดี', 'พอใช้'], avoid: ['ชำนาญ'] },
    lo: { term: 'ຜ່ານເກນ', accepted: ['ດີ', 'ພໍໃຊ້'], avoid: ['ຊຳນານ'] },
    zh: { term: '达标', accepted: ['熟练'] },
    note:
      'th, lo: ชำนาญ/ຊຳນານ means expert. A scale of levels names it as schools grade, by its ' +
      'place (พอใช้ of three, ดี of four); the single-point rubric says ผ่านเกณฑ์.',
  },
  {
    id: 'analytic',
    english: 'analytic (rubric)',
    en: /\banalytic\b/i,
    th: { term: 'แยกประเด็น', avoid: ['แยกองค์ประกอบ'] },
    lo: { term: 'ແຍກອົງປະກອບ' },
    zh: { term: '分析型' },
  },
  {
    id: 'holistic',
    english: 'holistic (rubric)',
    en: /\bholistic\b/i,
    th: { term: 'ภาพรวม', avoid: ['องค์รวม'] },
    lo: { term: 'ອົງລວມ' },
    zh: { term: '整体型' },
  },
  {
    id: 'standard',
    english: 'standard',
    en: /\bstandards?\b/i,
    th: { term: 'มาตรฐานการเรียนรู้', accepted: ['มาตรฐาน'] },
    lo: { term: 'ມາດຕະຖານການຮຽນຮູ້', accepted: ['ມາດຕະຖານ'] },
    zh: { term: '课程标准', accepted: ['标准'] },
  },
  {
    id: 'framework',
    english: 'standards framework',
    en: /\bframeworks?\b/i,
    th: { term: 'กรอบมาตรฐาน' },
    lo: { term: 'ກອບມາດຕະຖານ' },
    zh: { term: '标准体系', avoid: ['课程标准框架'] },
  },
  {
    id: 'strand',
    english: 'strand',
    en: /\bstrands?\b/i,
    th: { term: 'สาระ' },
    lo: { term: 'ສາຍເນື້ອຫາ' },
    zh: { term: '领域' },
  },
  {
    id: 'essentialQuestion',
    english: 'essential question',
    en: /\bessential questions?\b/i,
    th: { term: 'คำถามสำคัญ' },
    lo: { term: 'ຄຳຖາມສຳຄັນ' },
    zh: { term: '基本问题' },
  },
  {
    id: 'bigIdea',
    english: 'big idea',
    en: /\bbig ideas?\b/i,
    th: { term: 'ความคิดรวบยอด' },
    lo: { term: 'ແນວຄິດຫຼັກ' },
    zh: { term: '大概念' },
  },
  {
    id: 'differentiation',
    english: 'differentiation',
    en: /\bdifferentiation\b/i,
    th: {
      term: 'การจัดการเรียนรู้ตามความแตกต่างของผู้เรียน',
      accepted: ['ความแตกต่างของผู้เรียน'],
      short: 'ความแตกต่างของผู้เรียน',
    },
    lo: {
      term: 'ການສອນຕາມຄວາມແຕກຕ່າງຂອງຜູ້ຮຽນ',
      accepted: ['ຄວາມແຕກຕ່າງຂອງຜູ້ຮຽນ'],
      avoid: ['ການຈັດການຮຽນຮູ້'],
      short: 'ຄວາມແຕກຕ່າງຂອງຜູ້ຮຽນ',
    },
    zh: { term: '差异化教学', accepted: ['差异化'], avoid: ['分层教学'] },
    note:
      'th, lo: the full term on labels; buttons say "adapt to" the short form (ปรับตาม…, ປັບຕາມ…), ' +
      'which fits a phone. lo: ການຈັດການຮຽນຮູ້ copies Thai. zh: 分层教学 is tiered teaching.',
  },
  {
    id: 'enrichment',
    english: 'enrichment (extension)',
    en: /\b(enrichment|extension)\b/i,
    th: { term: 'กิจกรรมต่อยอด', accepted: ['ต่อยอด'], avoid: ['ขยายผล'] },
    lo: { term: 'ກິດຈະກຳເສີມ', avoid: ['ຂະຫຍາຍຜົນ'] },
    zh: { term: '拓展' },
    note: 'th: ขยายผล means scaling a project up; lo: ຂະຫຍາຍຜົນ copies it.',
  },
  {
    id: 'scheduleTemplate',
    english: 'schedule template',
    en: /\bschedule templates?\b/i,
    th: { term: 'แม่แบบตารางเรียน', avoid: ['แม่แบบตารางสอน'] },
    lo: { term: 'ແມ່ແບບຕາຕະລາງຮຽນ', avoid: ['ແບບຟອມຕາຕະລາງ'] },
    zh: { term: '作息模板', avoid: ['课表模板'] },
    note: 'The school’s timetable frame (periods, cycle, holidays), not one teacher’s timetable.',
  },
  {
    id: 'template',
    english: 'template',
    en: /\btemplates?\b/i,
    th: { term: 'แม่แบบ' },
    lo: { term: 'ແມ່ແບບ' },
    zh: { term: '模板' },
    note: 'lo: ແບບຟອມ is a form to fill in.',
  },
  {
    id: 'period',
    english: 'period',
    en: /\bperiods?\b/i,
    th: { term: 'คาบเรียน', accepted: ['คาบ'] },
    lo: { term: 'ຊົ່ວໂມງຮຽນ' },
    zh: { term: '节次', accepted: ['节'] },
    note: 'lo: a bare ຊົ່ວໂມງ is an hour.',
  },
  {
    id: 'meeting',
    english: 'meeting (of a class, on the timetable)',
    // A class meeting on a date and period; "meeting times" (the timetable) are เวลาเรียน, 上课时间.
    en: /\bmeetings?\b(?! (times|slots))/i,
    th: { term: 'คาบเรียน', accepted: ['คาบ'] },
    lo: { term: 'ຊົ່ວໂມງຮຽນ' },
    zh: { term: '上课时段', accepted: ['节'], avoid: ['课次', '空闲课时'] },
    note:
      'One name per language: lo ຊົ່ວໂມງ alone is an hour; zh 课次 is not a school word and 课时 is ' +
      'a lesson (a free meeting is not a 空闲课时), so a meeting is 上课时段, counted in 节.',
  },
  {
    id: 'cycleDay',
    english: 'cycle day',
    en: /\bcycle days?\b/i,
    th: { term: 'วันในรอบ' },
    lo: { term: 'ມື້ໃນຮອບ' },
    zh: { term: '循环日' },
  },
  {
    id: 'dayCycle',
    english: 'day cycle',
    en: /\bcycles?\b(?! days?)/i,
    th: { term: 'รอบวัน' },
    lo: { term: 'ຮອບວັນ' },
    zh: { term: '循环' },
  },
  {
    id: 'lostDay',
    english: 'lost day',
    // A day a class does not meet after all; not "changes are lost".
    en: /\blost days?\b|\b(day|date) (that )?is lost\b|\bas lost\b|^(is )?lost\b/i,
    th: { term: 'วันงดการเรียนการสอน', accepted: ['งดการเรียนการสอน', 'งดเรียน'] },
    lo: { term: 'ມື້ງົດຮຽນ', accepted: ['ງົດຮຽນ'] },
    zh: { term: '停课' },
    note: 'th, lo: เสียไป/ເສຍໄປ copy "lost"; งดเรียน/ງົດຮຽນ is what a school says.',
  },
  {
    id: 'pin',
    english: 'pin (a lesson to its date)',
    en: /\b(un)?pin(ned|s)?\b/i,
    th: { term: 'ปักหมุด' },
    lo: { term: 'ປັກໝຸດ' },
    zh: { term: '固定' },
  },
  {
    id: 'summative',
    english: 'summative assessment',
    en: /\bsummative\b/i,
    th: { term: 'การประเมินผลสรุป' },
    lo: { term: 'ການປະເມີນຜົນສະຫຼຸບ' },
    zh: { term: '总结性评价' },
  },
  {
    id: 'grade',
    english: 'grade (year group)',
    // A year group, not a grade given for work ("marks").
    en: /\bgrades?\b(?! band)/i,
    th: { term: 'ระดับชั้น' },
    lo: { term: 'ຊັ້ນຮຽນ' },
    zh: { term: '年级' },
  },
  {
    id: 'subject',
    english: 'subject',
    en: /\bsubjects?\b/i,
    th: { term: 'รายวิชา' },
    lo: { term: 'ວິຊາ' },
    zh: { term: '学科', avoid: ['科目'] },
  },
];

/** Product terms: teams, the AI allowance and the words of the interface. */
const PRODUCT_TERMS: readonly GlossaryTerm[] = [
  {
    id: 'allowance',
    english: 'allowance',
    en: /\ballowances?\b/i,
    th: { term: 'โควตา' },
    lo: { term: 'ປະລິມານທີ່ໄດ້ຮັບ', accepted: ['ປະລິມານ'], avoid: ['ໂຄຕາ'] },
    zh: { term: '额度' },
    note: 'lo: ໂຄຕາ copies Thai; titles say ປະລິມານ…ທີ່ໄດ້ຮັບ, running text may say ປະລິມານ.',
  },
  {
    id: 'token',
    english: 'token (AI)',
    en: /\btokens?\b/i,
    th: { term: 'โทเค็น' },
    lo: { term: 'ໂທເຄັນ' },
    zh: { term: 'Token', avoid: ['令牌'] },
    note: 'zh: 令牌 is a security token; AI usage is counted in Token, as the providers say.',
  },
  {
    id: 'leader',
    english: 'team leader (and to lead a team)',
    en: /\b(leaders?|leads?|leading|led)\b/i,
    th: { term: 'หัวหน้าทีม', accepted: ['หัวหน้า'] },
    lo: { term: 'ຫົວໜ້າທີມ', accepted: ['ຫົວໜ້າ'] },
    zh: { term: '负责人', avoid: ['组长', '领导'] },
    note: 'zh: "you lead a team" is 您担任负责人, not 组长 (a group head) or 领导 (a boss).',
  },
  {
    id: 'member',
    english: 'member',
    en: /\bmembers?\b/i,
    th: { term: 'สมาชิก' },
    lo: { term: 'ສະມາຊິກ' },
    zh: { term: '成员' },
  },
  {
    id: 'draft',
    english: 'draft',
    en: /\bdraft(s|ed|ing)?\b/i,
    th: { term: 'ร่าง' },
    lo: { term: 'ຮ່າງ' },
    zh: { term: '草稿', accepted: ['起草'] },
  },
  {
    id: 'actions',
    english: 'actions (a menu or a table column)',
    // Not what a teacher or students do in a step ("teacher actions").
    en: /(?<!(teacher|student)(['’]s)? )\bactions\b/i,
    th: { term: 'การดำเนินการ' },
    lo: { term: 'ການດຳເນີນການ' },
    zh: { term: '操作' },
    note: 'th: การทำงาน means "operation" or "working".',
  },
  {
    id: 'email',
    english: 'email',
    en: /\be-?mails?\b/i,
    th: { term: 'อีเมล' },
    lo: { term: 'ອີເມວ' },
    zh: { term: '邮箱', accepted: ['邮件'], avoid: ['电子邮件'] },
    note: 'zh: 邮箱 for the address, 邮件 for a message.',
  },
  {
    id: 'reset',
    english: 'reset (of the allowance)',
    // The allowance's monthly reset, not a password reset.
    en: /(?<!password )\breset\b(?!( your| a| the)? password| link)/i,
    th: { term: 'รีเซ็ต' },
    lo: { term: 'ຕັ້ງຄືນໃໝ່', avoid: ['ຣີເຊັດ'] },
    zh: { term: '重置' },
  },
  {
    id: 'administrator',
    english: 'administrator',
    en: /\badministrators?\b/i,
    th: { term: 'ผู้ดูแล' },
    lo: { term: 'ຜູ້ດູແລ', avoid: ['ຜູ້ເບິ່ງແຍງ'] },
    zh: { term: '管理员' },
  },
  {
    id: 'platform',
    english: 'platform',
    en: /\bplatform\b/i,
    th: { term: 'แพลตฟอร์ม' },
    lo: { term: 'ແພລັດຟອມ', avoid: ['ແພລດຟອມ'] },
    zh: { term: '平台' },
  },
  {
    id: 'monthly',
    english: 'monthly',
    en: /\bmonthly\b/i,
    th: { term: 'รายเดือน' },
    lo: { term: 'ປະຈຳເດືອນ', avoid: ['ລາຍເດືອນ'] },
    zh: { term: '每月' },
  },
  {
    id: 'model',
    english: 'AI model',
    // The AI model, not "model a skill" (a teacher's demonstration).
    en: /\bAI models?\b/i,
    th: { term: 'โมเดล' },
    lo: { term: 'ໂມເດລ', avoid: ['ໂມເດວ'] },
    zh: { term: '模型' },
  },
  {
    id: 'inquiry',
    english: 'inquiry',
    en: /\binquir(y|ies)\b/i,
    th: { term: 'สืบเสาะ' },
    lo: { term: 'ສືບຄົ້ນ', avoid: ['ສືບສວນ'] },
    zh: { term: '探究' },
    note: 'lo: ສືບສວນ suggests a police investigation.',
  },
];

export const GLOSSARY: readonly GlossaryTerm[] = [...SCHOOL_TERMS, ...PRODUCT_TERMS];
