// Template sentences of the offline unit drafts in each language. The teacher's own text (idea,
// subject, standards) is inserted as written, untranslated.
import type { Locale } from '@lesson-planner/shared-contracts/rules';

export interface OfflineUnitPhrases {
  title(subject: string, focus: string): string;
  /** The focus when neither an idea nor a standard gives one. */
  genericFocus(subject: string): string;
  bigIdeaOfStrand(strand: string): string;
  bigIdeaUse(focus: string): string;
  questionWhy(focus: string): string;
  questionEveryday(focus: string): string;
  summative(focus: string, weeks: number): string;
}

const en: OfflineUnitPhrases = {
  title: (subject, focus) => (subject ? `${subject}: ${focus}` : focus),
  genericFocus: (subject) => (subject ? `Exploring ${subject}` : 'Exploring our world'),
  bigIdeaOfStrand: (strand) => `${strand} helps us explain what we observe around us.`,
  bigIdeaUse: (focus) => `What we learn about ${focus} can be used to solve real problems.`,
  questionWhy: (focus) => `Why does ${focus} matter in our daily lives?`,
  questionEveryday: (focus) => `How can we show what we know about ${focus}?`,
  summative: (focus, weeks) =>
    `At the end of the ${weeks}-week unit, students present a project on ${focus}: they explain their evidence, answer questions from classmates and reflect on what they learned.`,
};

const th: OfflineUnitPhrases = {
  title: (subject, focus) => (subject ? `${subject}: ${focus}` : focus),
  genericFocus: (subject) => (subject ? `สำรวจ${subject}` : 'สำรวจโลกรอบตัวเรา'),
  bigIdeaOfStrand: (strand) => `${strand} ช่วยให้เราอธิบายสิ่งที่สังเกตเห็นรอบตัวได้`,
  bigIdeaUse: (focus) => `สิ่งที่เราเรียนรู้เกี่ยวกับ${focus}นำไปใช้แก้ปัญหาในชีวิตจริงได้`,
  questionWhy: (focus) => `${focus}สำคัญต่อชีวิตประจำวันของเราอย่างไร`,
  questionEveryday: (focus) => `เราจะแสดงสิ่งที่เรารู้เกี่ยวกับ${focus}ได้อย่างไร`,
  summative: (focus, weeks) =>
    `เมื่อจบหน่วยการเรียนรู้ ${weeks} สัปดาห์ นักเรียนนำเสนอโครงงานเรื่อง${focus} อธิบายหลักฐานของตน ตอบคำถามของเพื่อน และสะท้อนสิ่งที่ได้เรียนรู้`,
};

const lo: OfflineUnitPhrases = {
  title: (subject, focus) => (subject ? `${subject}: ${focus}` : focus),
  genericFocus: (subject) => (subject ? `ສຳຫຼວດ${subject}` : 'ສຳຫຼວດໂລກອ້ອມຕົວເຮົາ'),
  bigIdeaOfStrand: (strand) => `${strand} ຊ່ວຍໃຫ້ເຮົາອະທິບາຍສິ່ງທີ່ສັງເກດເຫັນອ້ອມຕົວໄດ້.`,
  bigIdeaUse: (focus) => `ສິ່ງທີ່ເຮົາຮຽນຮູ້ກ່ຽວກັບ${focus}ນຳໄປໃຊ້ແກ້ບັນຫາໃນຊີວິດຈິງໄດ້.`,
  questionWhy: (focus) => `${focus}ສຳຄັນຕໍ່ຊີວິດປະຈຳວັນຂອງເຮົາແນວໃດ?`,
  questionEveryday: (focus) => `ເຮົາຈະສະແດງສິ່ງທີ່ເຮົາຮູ້ກ່ຽວກັບ${focus}ໄດ້ແນວໃດ?`,
  summative: (focus, weeks) =>
    `ເມື່ອຈົບຫົວໜ່ວຍການຮຽນ ${weeks} ອາທິດ ນັກຮຽນນຳສະເໜີໂຄງງານເລື່ອງ${focus} ອະທິບາຍຫຼັກຖານຂອງຕົນ ຕອບຄຳຖາມຂອງໝູ່ ແລະ ສະທ້ອນສິ່ງທີ່ໄດ້ຮຽນຮູ້.`,
};

const zh: OfflineUnitPhrases = {
  title: (subject, focus) => (subject ? `${subject}：${focus}` : focus),
  genericFocus: (subject) => (subject ? `探索${subject}` : '探索我们身边的世界'),
  bigIdeaOfStrand: (strand) => `${strand}帮助我们解释身边观察到的现象。`,
  bigIdeaUse: (focus) => `我们学到的关于${focus}的知识可以用来解决真实的问题。`,
  questionWhy: (focus) => `${focus}为什么对我们的日常生活很重要？`,
  questionEveryday: (focus) => `我们怎样展示自己对${focus}的理解？`,
  summative: (focus, weeks) =>
    `在为期 ${weeks} 周的单元结束时，学生围绕${focus}展示一个项目：说明自己的证据，回答同学的提问，并反思学到了什么。`,
};

export const OFFLINE_UNIT_PHRASES: Record<Locale, OfflineUnitPhrases> = { en, th, lo, zh };
