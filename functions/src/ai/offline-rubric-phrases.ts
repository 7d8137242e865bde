// Template sentences of the offline rubric drafts in each language. The teacher's own text (the
// task, a standard's description, a criterion's title) is inserted as written, untranslated,
// after a colon, so the sentence reads whatever it is.
import type { RubricType } from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';

/** Six bands of performance, lowest first: not yet, beginning, emerging, developing, proficient, exemplary. */
type Bands = readonly [
  (aspect: string) => string,
  (aspect: string) => string,
  (aspect: string) => string,
  (aspect: string) => string,
  (aspect: string) => string,
  (aspect: string) => string,
];

export interface OfflineRubricPhrases {
  typeNames: Record<RubricType, string>;
  title(typeName: string, focus: string): string;
  description(focus: string): string;
  /** The focus when the teacher gave no task, unit or experience. */
  genericFocus: string;
  /** What a holistic level describes: the whole work against the task. */
  holisticAspect(focus: string): string;
  /** The criteria when no standard was chosen. */
  genericCriteria: readonly { title: string; aspect: string }[];
  /** Teacher-facing descriptors, third person. */
  bands: Bands;
  /** The student version: plain, first person. */
  studentBands: Bands;
  checklistItem(aspect: string): string;
  studentChecklistItem(aspect: string): string;
  studentTitle(title: string): string;
  studentIntro: string;
  /** Added when a criterion being improved has every descriptor filled already. */
  lookFor: string;
}

const en: OfflineRubricPhrases = {
  typeNames: {
    analytic: 'Analytic rubric',
    holistic: 'Holistic rubric',
    singlePoint: 'Single-point rubric',
    checklist: 'Checklist',
  },
  title: (typeName, focus) => `${typeName}: ${focus}`,
  description: (focus) => `Assesses the task: ${focus}`,
  genericFocus: 'the task',
  holisticAspect: (focus) => `the goals of the task (${focus})`,
  genericCriteria: [
    { title: 'Understanding', aspect: 'understanding of the key ideas' },
    { title: 'Evidence', aspect: 'use of evidence and examples' },
    { title: 'Organisation', aspect: 'organisation and clarity' },
    { title: 'Communication', aspect: 'communication and presentation' },
  ],
  bands: [
    (a) => `Not yet able to show this: ${a}. Needs step-by-step help.`,
    (a) => `Begins to show this with help: ${a}. The work has major gaps or errors.`,
    (a) => `Shows parts of this: ${a}. Some errors; needs reminders.`,
    (a) => `Mostly shows this: ${a}. A few errors or gaps remain.`,
    (a) => `Clearly and accurately shows this on their own: ${a}.`,
    (a) => `Shows this in depth: ${a}. Explains the reasoning and applies it to new situations.`,
  ],
  studentBands: [
    (a) => `I can't do this yet: ${a}. I need help step by step.`,
    (a) => `I am starting to do this with help: ${a}.`,
    (a) => `I can do some of this: ${a}. I still make some mistakes.`,
    (a) => `I can do most of this: ${a}. I make a few mistakes.`,
    (a) => `I can do this on my own and get it right: ${a}.`,
    (a) => `I can do this really well: ${a}. I can explain how and use it in new ways.`,
  ],
  checklistItem: (a) => `Yes when the work shows: ${a}.`,
  studentChecklistItem: (a) => `I did this: ${a}.`,
  studentTitle: (title) => `${title} (student version)`,
  studentIntro: 'Use this to check your own work before you hand it in.',
  lookFor:
    'Look for specific, observable evidence in the work, such as examples, labels or explanations.',
};

const th: OfflineRubricPhrases = {
  typeNames: {
    analytic: 'เกณฑ์การให้คะแนนแบบแยกประเด็น',
    holistic: 'เกณฑ์การให้คะแนนแบบภาพรวม',
    singlePoint: 'เกณฑ์การให้คะแนนแบบจุดเดียว',
    checklist: 'แบบรายการตรวจสอบ',
  },
  title: (typeName, focus) => `${typeName}: ${focus}`,
  description: (focus) => `ใช้ประเมินงาน: ${focus}`,
  genericFocus: 'งานที่มอบหมาย',
  holisticAspect: (focus) => `เป้าหมายของงาน (${focus})`,
  genericCriteria: [
    { title: 'ความเข้าใจ', aspect: 'ความเข้าใจแนวคิดสำคัญ' },
    { title: 'หลักฐาน', aspect: 'การใช้หลักฐานและตัวอย่าง' },
    { title: 'การจัดระบบ', aspect: 'การจัดลำดับและความชัดเจน' },
    { title: 'การสื่อสาร', aspect: 'การสื่อสารและการนำเสนอ' },
  ],
  bands: [
    (a) => `ยังไม่สามารถแสดงสิ่งนี้ได้: ${a} ต้องได้รับความช่วยเหลือทีละขั้นตอน`,
    (a) => `เริ่มแสดงสิ่งนี้ได้เมื่อได้รับความช่วยเหลือ: ${a} งานยังมีข้อผิดพลาดหรือส่วนที่ขาดหายมาก`,
    (a) => `แสดงสิ่งนี้ได้บางส่วน: ${a} มีข้อผิดพลาดบ้างและต้องได้รับการเตือน`,
    (a) => `แสดงสิ่งนี้ได้เป็นส่วนใหญ่: ${a} ยังมีข้อผิดพลาดหรือส่วนที่ขาดอยู่เล็กน้อย`,
    (a) => `แสดงสิ่งนี้ได้อย่างชัดเจนและถูกต้องด้วยตนเอง: ${a}`,
    (a) => `แสดงสิ่งนี้ได้อย่างลึกซึ้ง: ${a} อธิบายเหตุผลและนำไปใช้ในสถานการณ์ใหม่ได้`,
  ],
  studentBands: [
    (a) => `ฉันยังทำสิ่งนี้ไม่ได้: ${a} ฉันต้องการความช่วยเหลือทีละขั้นตอน`,
    (a) => `ฉันเริ่มทำสิ่งนี้ได้เมื่อมีคนช่วย: ${a}`,
    (a) => `ฉันทำสิ่งนี้ได้บางส่วน: ${a} ฉันยังทำผิดอยู่บ้าง`,
    (a) => `ฉันทำสิ่งนี้ได้เกือบทั้งหมด: ${a} ฉันทำผิดเพียงเล็กน้อย`,
    (a) => `ฉันทำสิ่งนี้ได้เองและถูกต้อง: ${a}`,
    (a) => `ฉันทำสิ่งนี้ได้ดีมาก: ${a} ฉันอธิบายวิธีทำและนำไปใช้ในแบบใหม่ได้`,
  ],
  checklistItem: (a) => `ใช่ เมื่องานแสดงให้เห็น: ${a}`,
  studentChecklistItem: (a) => `ฉันทำสิ่งนี้แล้ว: ${a}`,
  studentTitle: (title) => `${title} (ฉบับสำหรับนักเรียน)`,
  studentIntro: 'ใช้ตรวจงานของตัวเองก่อนส่ง',
  lookFor: 'ดูจากหลักฐานที่สังเกตได้ชัดเจนในงาน เช่น ตัวอย่าง ป้ายกำกับ หรือคำอธิบาย',
};

const lo: OfflineRubricPhrases = {
  typeNames: {
    analytic: 'ເກນການໃຫ້ຄະແນນແບບແຍກອົງປະກອບ',
    holistic: 'ເກນການໃຫ້ຄະແນນແບບອົງລວມ',
    singlePoint: 'ເກນການໃຫ້ຄະແນນແບບຈຸດດຽວ',
    checklist: 'ແບບລາຍການກວດສອບ',
  },
  title: (typeName, focus) => `${typeName}: ${focus}`,
  description: (focus) => `ໃຊ້ປະເມີນວຽກ: ${focus}`,
  genericFocus: 'ວຽກທີ່ມອບໝາຍ',
  holisticAspect: (focus) => `ເປົ້າໝາຍຂອງວຽກ (${focus})`,
  genericCriteria: [
    { title: 'ຄວາມເຂົ້າໃຈ', aspect: 'ຄວາມເຂົ້າໃຈແນວຄິດສຳຄັນ' },
    { title: 'ຫຼັກຖານ', aspect: 'ການໃຊ້ຫຼັກຖານ ແລະ ຕົວຢ່າງ' },
    { title: 'ການຈັດລະບົບ', aspect: 'ການຈັດລຳດັບ ແລະ ຄວາມຊັດເຈນ' },
    { title: 'ການສື່ສານ', aspect: 'ການສື່ສານ ແລະ ການນຳສະເໜີ' },
  ],
  bands: [
    (a) => `ຍັງບໍ່ສາມາດສະແດງສິ່ງນີ້ໄດ້: ${a}. ຕ້ອງການການຊ່ວຍເຫຼືອເທື່ອລະຂັ້ນ.`,
    (a) => `ເລີ່ມສະແດງສິ່ງນີ້ໄດ້ເມື່ອມີຄົນຊ່ວຍ: ${a}. ວຽກຍັງມີຂໍ້ຜິດພາດ ຫຼື ສ່ວນທີ່ຂາດຫາຍຫຼາຍ.`,
    (a) => `ສະແດງສິ່ງນີ້ໄດ້ບາງສ່ວນ: ${a}. ມີຂໍ້ຜິດພາດແດ່; ຕ້ອງມີການເຕືອນ.`,
    (a) => `ສະແດງສິ່ງນີ້ໄດ້ເປັນສ່ວນໃຫຍ່: ${a}. ຍັງມີຂໍ້ຜິດພາດ ຫຼື ສ່ວນທີ່ຂາດຢູ່ເລັກນ້ອຍ.`,
    (a) => `ສະແດງສິ່ງນີ້ໄດ້ຢ່າງຊັດເຈນ ແລະ ຖືກຕ້ອງດ້ວຍຕົນເອງ: ${a}.`,
    (a) => `ສະແດງສິ່ງນີ້ໄດ້ຢ່າງເລິກເຊິ່ງ: ${a}. ອະທິບາຍເຫດຜົນ ແລະ ນຳໃຊ້ໃນສະຖານະການໃໝ່ໄດ້.`,
  ],
  studentBands: [
    (a) => `ຂ້ອຍຍັງເຮັດສິ່ງນີ້ບໍ່ໄດ້: ${a}. ຂ້ອຍຕ້ອງການການຊ່ວຍເຫຼືອເທື່ອລະຂັ້ນ.`,
    (a) => `ຂ້ອຍເລີ່ມເຮັດສິ່ງນີ້ໄດ້ເມື່ອມີຄົນຊ່ວຍ: ${a}.`,
    (a) => `ຂ້ອຍເຮັດສິ່ງນີ້ໄດ້ບາງສ່ວນ: ${a}. ຂ້ອຍຍັງເຮັດຜິດຢູ່ແດ່.`,
    (a) => `ຂ້ອຍເຮັດສິ່ງນີ້ໄດ້ເກືອບທັງໝົດ: ${a}. ຂ້ອຍເຮັດຜິດພຽງເລັກນ້ອຍ.`,
    (a) => `ຂ້ອຍເຮັດສິ່ງນີ້ໄດ້ເອງ ແລະ ຖືກຕ້ອງ: ${a}.`,
    (a) => `ຂ້ອຍເຮັດສິ່ງນີ້ໄດ້ດີຫຼາຍ: ${a}. ຂ້ອຍອະທິບາຍວິທີເຮັດ ແລະ ນຳໃຊ້ໃນແບບໃໝ່ໄດ້.`,
  ],
  checklistItem: (a) => `ແມ່ນ ເມື່ອວຽກສະແດງໃຫ້ເຫັນ: ${a}.`,
  studentChecklistItem: (a) => `ຂ້ອຍເຮັດສິ່ງນີ້ແລ້ວ: ${a}.`,
  studentTitle: (title) => `${title} (ສະບັບສຳລັບນັກຮຽນ)`,
  studentIntro: 'ໃຊ້ກວດວຽກຂອງຕົນເອງກ່ອນສົ່ງ.',
  lookFor: 'ເບິ່ງຈາກຫຼັກຖານທີ່ສັງເກດໄດ້ຊັດເຈນໃນວຽກ ເຊັ່ນ ຕົວຢ່າງ, ປ້າຍກຳກັບ ຫຼື ຄຳອະທິບາຍ.',
};

const zh: OfflineRubricPhrases = {
  typeNames: {
    analytic: '分析型评价量规',
    holistic: '整体型评价量规',
    singlePoint: '单点型评价量规',
    checklist: '核查表',
  },
  title: (typeName, focus) => `${typeName}：${focus}`,
  description: (focus) => `用于评价任务：${focus}`,
  genericFocus: '本次任务',
  holisticAspect: (focus) => `任务目标（${focus}）`,
  genericCriteria: [
    { title: '理解', aspect: '对关键概念的理解' },
    { title: '证据', aspect: '运用证据和例子' },
    { title: '条理', aspect: '条理与清晰度' },
    { title: '表达', aspect: '表达与展示' },
  ],
  bands: [
    (a) => `尚不能做到：${a}。需要逐步指导。`,
    (a) => `在帮助下开始做到：${a}。作品有较多错误或缺漏。`,
    (a) => `能部分做到：${a}。有一些错误，需要提醒。`,
    (a) => `基本做到：${a}。仍有少量错误或缺漏。`,
    (a) => `能独立、清楚、准确地做到：${a}。`,
    (a) => `能深入地做到：${a}。能解释理由并运用到新的情境中。`,
  ],
  studentBands: [
    (a) => `我还做不到：${a}。我需要一步一步的帮助。`,
    (a) => `在别人帮助下，我开始能做到：${a}。`,
    (a) => `我能做到一部分：${a}。我还会出一些错。`,
    (a) => `我能做到大部分：${a}。我只出少量的错。`,
    (a) => `我能自己正确地做到：${a}。`,
    (a) => `我能做得非常好：${a}。我能说明怎么做，并用到新的地方。`,
  ],
  checklistItem: (a) => `作品体现以下内容时选“是”：${a}`,
  studentChecklistItem: (a) => `我做到了：${a}`,
  studentTitle: (title) => `${title}（学生版）`,
  studentIntro: '交作业前，用它检查自己的作品。',
  lookFor: '请寻找作品中具体、可观察的证据，例如例子、标注或解释。',
};

export const OFFLINE_RUBRIC_PHRASES: Record<Locale, OfflineRubricPhrases> = { en, th, lo, zh };
