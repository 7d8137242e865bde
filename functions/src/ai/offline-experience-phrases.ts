// Template sentences of the offline experience drafts in each language. The teacher's own text
// (idea, unit title, standards) is inserted as written, untranslated.
import type { ExperienceType } from '@lesson-planner/shared-contracts/planning';
import type { Locale } from '@lesson-planner/shared-contracts/rules';

interface StepPhrases {
  title: string;
  teacher(focus: string): string;
  students(focus: string): string;
}

export interface OfflineExperiencePhrases {
  typeNames: Record<ExperienceType, string>;
  title(typeName: string, focus: string): string;
  summary(typeName: string, focus: string): string;
  steps: { launch: StepPhrases; explore: StepPhrases; makeSense: StepPhrases; share: StepPhrases };
  materials(focus: string): string[];
  safety: string;
  support: string;
  extension(focus: string): string;
  language: string;
  evidence(focus: string): string;
  assessment: string;
  handsOn: StepPhrases;
  handsOnMaterials: string[];
  /** Added to a step being improved, so the teacher checks understanding before moving on. */
  stepCheck: string;
  stepStudentsDefault: string;
}

const en: OfflineExperiencePhrases = {
  typeNames: {
    inquiry: 'Inquiry',
    investigation: 'Investigation',
    project: 'Project',
    fieldTrip: 'Field trip',
    discussion: 'Discussion',
    game: 'Learning game',
    presentation: 'Presentation',
    other: 'Learning experience',
  },
  title: (typeName, focus) => `${typeName}: ${focus}`,
  summary: (typeName, focus) =>
    `${typeName} in which students explore ${focus}, share what they find and explain it in their own words.`,
  steps: {
    launch: {
      title: 'Launch',
      teacher: (focus) =>
        `Show a surprising example about ${focus} and ask what students notice and wonder.`,
      students: () => 'Share first ideas with a partner and write one question to investigate.',
    },
    explore: {
      title: 'Explore',
      teacher: () =>
        'Give each group the materials and circulate, asking groups to explain what they try.',
      students: (focus) =>
        `Work in groups to try out ideas about ${focus} and record what happens.`,
    },
    makeSense: {
      title: 'Make sense',
      teacher: () => 'Bring groups together, compare findings and introduce the key vocabulary.',
      students: () => 'Compare results with another group and agree on an explanation.',
    },
    share: {
      title: 'Share and reflect',
      teacher: () => 'Ask two groups to present and close with an exit question.',
      students: () => 'Present findings and answer the exit question on their own.',
    },
  },
  materials: (focus) => [
    `Hands-on materials for ${focus}`,
    'Recording sheets',
    'Chart paper and markers',
  ],
  safety:
    'Go over the safety rules before starting, check the equipment and the place beforehand, and keep students within sight at all times.',
  support:
    'Give a step-by-step card with pictures and pair students who need help with a supportive partner.',
  extension: (focus) =>
    `Ask students to design their own test or question about ${focus} and try it.`,
  language: 'Display key words with pictures and give sentence starters for explaining results.',
  evidence: (focus) =>
    `Students' recording sheets and explanations show what they understand about ${focus}.`,
  assessment: 'Listen in on group talk with a short checklist and read the exit answers.',
  handsOn: {
    title: 'Hands-on try-out',
    teacher: () =>
      'Hand out the materials and challenge each group to test one idea with their own hands.',
    students: (focus) => `Build, measure or try something about ${focus} and record each result.`,
  },
  handsOnMaterials: ['Everyday objects students can handle', 'Measuring tools'],
  stepCheck: 'Before moving on, ask two students to explain what they did and why.',
  stepStudentsDefault: 'Work with a partner, then explain what you did in one or two sentences.',
};

const th: OfflineExperiencePhrases = {
  typeNames: {
    inquiry: 'การสืบเสาะ',
    investigation: 'การทดลอง',
    project: 'โครงงาน',
    fieldTrip: 'ทัศนศึกษา',
    discussion: 'การอภิปราย',
    game: 'เกมการเรียนรู้',
    presentation: 'การนำเสนอ',
    other: 'ประสบการณ์การเรียนรู้',
  },
  title: (typeName, focus) => `${typeName}: ${focus}`,
  summary: (typeName, focus) =>
    `${typeName}ที่นักเรียนสำรวจเรื่อง ${focus} แลกเปลี่ยนสิ่งที่ค้นพบ และอธิบายด้วยคำพูดของตนเอง`,
  steps: {
    launch: {
      title: 'นำเข้าสู่กิจกรรม',
      teacher: (focus) =>
        `แสดงตัวอย่างที่น่าแปลกใจเกี่ยวกับ ${focus} แล้วถามว่านักเรียนสังเกตเห็นอะไรและสงสัยอะไร`,
      students: () => 'แลกเปลี่ยนความคิดแรกกับเพื่อนคู่ และเขียนคำถามที่อยากสืบค้นหนึ่งข้อ',
    },
    explore: {
      title: 'สำรวจ',
      teacher: () => 'แจกอุปกรณ์ให้แต่ละกลุ่ม เดินดูและให้กลุ่มอธิบายสิ่งที่กำลังลองทำ',
      students: (focus) => `ทำงานเป็นกลุ่มเพื่อทดลองความคิดเกี่ยวกับ ${focus} และบันทึกสิ่งที่เกิดขึ้น`,
    },
    makeSense: {
      title: 'สร้างความเข้าใจ',
      teacher: () => 'รวมกลุ่ม เปรียบเทียบผลที่ได้ และแนะนำคำศัพท์สำคัญ',
      students: () => 'เปรียบเทียบผลกับกลุ่มอื่นและตกลงคำอธิบายร่วมกัน',
    },
    share: {
      title: 'นำเสนอและสะท้อนคิด',
      teacher: () => 'ให้สองกลุ่มนำเสนอ และปิดท้ายด้วยคำถามท้ายคาบ',
      students: () => 'นำเสนอสิ่งที่ค้นพบ และตอบคำถามท้ายคาบด้วยตนเอง',
    },
  },
  materials: (focus) => [`อุปกรณ์สำหรับลงมือทำเรื่อง ${focus}`, 'ใบบันทึกผล', 'กระดาษชาร์ตและปากกาเมจิก'],
  safety: 'ทบทวนกฎความปลอดภัยก่อนเริ่ม ตรวจสอบอุปกรณ์และสถานที่ล่วงหน้า และดูแลนักเรียนให้อยู่ในสายตาตลอดเวลา',
  support: 'ให้บัตรขั้นตอนพร้อมภาพ และจับคู่นักเรียนที่ต้องการความช่วยเหลือกับเพื่อนที่ช่วยได้',
  extension: (focus) => `ให้นักเรียนออกแบบการทดสอบหรือคำถามของตนเองเกี่ยวกับ ${focus} แล้วลองทำ`,
  language: 'แสดงคำสำคัญพร้อมภาพ และให้ประโยคนำสำหรับอธิบายผล',
  evidence: (focus) => `ใบบันทึกและคำอธิบายของนักเรียนแสดงความเข้าใจเรื่อง ${focus}`,
  assessment: 'ฟังการสนทนาในกลุ่มโดยใช้แบบตรวจสอบสั้น ๆ และอ่านคำตอบท้ายคาบ',
  handsOn: {
    title: 'ลงมือทดลองด้วยตนเอง',
    teacher: () => 'แจกอุปกรณ์และท้าทายให้แต่ละกลุ่มทดสอบความคิดหนึ่งข้อด้วยมือของตนเอง',
    students: (focus) => `ประดิษฐ์ วัด หรือทดลองสิ่งที่เกี่ยวกับ ${focus} และบันทึกผลทุกครั้ง`,
  },
  handsOnMaterials: ['สิ่งของในชีวิตประจำวันที่นักเรียนจับต้องได้', 'เครื่องมือวัด'],
  stepCheck: 'ก่อนไปขั้นต่อไป ให้นักเรียนสองคนอธิบายว่าทำอะไรและทำไม',
  stepStudentsDefault: 'ทำงานกับเพื่อนคู่ แล้วอธิบายสิ่งที่ทำในหนึ่งถึงสองประโยค',
};

const lo: OfflineExperiencePhrases = {
  typeNames: {
    inquiry: 'ການສືບຄົ້ນຫາຄວາມຮູ້',
    investigation: 'ການທົດລອງ',
    project: 'ໂຄງງານ',
    fieldTrip: 'ການທັດສະນະສຶກສາ',
    discussion: 'ການປຶກສາຫາລື',
    game: 'ເກມການຮຽນຮູ້',
    presentation: 'ການນຳສະເໜີ',
    other: 'ປະສົບການການຮຽນຮູ້',
  },
  title: (typeName, focus) => `${typeName}: ${focus}`,
  summary: (typeName, focus) =>
    `${typeName} ທີ່ນັກຮຽນສຳຫຼວດເລື່ອງ ${focus}, ແລກປ່ຽນສິ່ງທີ່ຄົ້ນພົບ ແລະ ອະທິບາຍດ້ວຍຄຳເວົ້າຂອງຕົນເອງ.`,
  steps: {
    launch: {
      title: 'ນຳເຂົ້າສູ່ກິດຈະກຳ',
      teacher: (focus) => `ສະແດງຕົວຢ່າງທີ່ໜ້າແປກໃຈກ່ຽວກັບ ${focus} ແລ້ວຖາມວ່ານັກຮຽນສັງເກດເຫັນຫຍັງ ແລະ ສົງໄສຫຍັງ.`,
      students: () => 'ແລກປ່ຽນຄວາມຄິດທຳອິດກັບໝູ່ຄູ່ ແລະ ຂຽນຄຳຖາມທີ່ຢາກຄົ້ນຄວ້າໜຶ່ງຂໍ້.',
    },
    explore: {
      title: 'ສຳຫຼວດ',
      teacher: () => 'ແຈກອຸປະກອນໃຫ້ແຕ່ລະກຸ່ມ, ຍ່າງເບິ່ງ ແລະ ໃຫ້ກຸ່ມອະທິບາຍສິ່ງທີ່ກຳລັງລອງເຮັດ.',
      students: (focus) => `ເຮັດວຽກເປັນກຸ່ມເພື່ອທົດລອງຄວາມຄິດກ່ຽວກັບ ${focus} ແລະ ບັນທຶກສິ່ງທີ່ເກີດຂຶ້ນ.`,
    },
    makeSense: {
      title: 'ສ້າງຄວາມເຂົ້າໃຈ',
      teacher: () => 'ລວມກຸ່ມ, ປຽບທຽບຜົນທີ່ໄດ້ ແລະ ແນະນຳຄຳສັບສຳຄັນ.',
      students: () => 'ປຽບທຽບຜົນກັບກຸ່ມອື່ນ ແລະ ຕົກລົງຄຳອະທິບາຍຮ່ວມກັນ.',
    },
    share: {
      title: 'ນຳສະເໜີ ແລະ ສະທ້ອນຄິດ',
      teacher: () => 'ໃຫ້ສອງກຸ່ມນຳສະເໜີ ແລະ ປິດທ້າຍດ້ວຍຄຳຖາມທ້າຍຊົ່ວໂມງ.',
      students: () => 'ນຳສະເໜີສິ່ງທີ່ຄົ້ນພົບ ແລະ ຕອບຄຳຖາມທ້າຍຊົ່ວໂມງດ້ວຍຕົນເອງ.',
    },
  },
  materials: (focus) => [`ອຸປະກອນສຳລັບລົງມືເຮັດເລື່ອງ ${focus}`, 'ໃບບັນທຶກຜົນ', 'ເຈ້ຍຊາດ ແລະ ບິກເມຈິກ'],
  safety: 'ທົບທວນກົດຄວາມປອດໄພກ່ອນເລີ່ມ, ກວດກາອຸປະກອນ ແລະ ສະຖານທີ່ລ່ວງໜ້າ ແລະ ເບິ່ງແຍງນັກຮຽນໃຫ້ຢູ່ໃນສາຍຕາຕະຫຼອດເວລາ.',
  support: 'ໃຫ້ບັດຂັ້ນຕອນພ້ອມຮູບພາບ ແລະ ຈັບຄູ່ນັກຮຽນທີ່ຕ້ອງການຄວາມຊ່ວຍເຫຼືອກັບໝູ່ທີ່ຊ່ວຍໄດ້.',
  extension: (focus) => `ໃຫ້ນັກຮຽນອອກແບບການທົດສອບ ຫຼື ຄຳຖາມຂອງຕົນເອງກ່ຽວກັບ ${focus} ແລ້ວລອງເຮັດ.`,
  language: 'ສະແດງຄຳສຳຄັນພ້ອມຮູບພາບ ແລະ ໃຫ້ປະໂຫຍກນຳສຳລັບອະທິບາຍຜົນ.',
  evidence: (focus) => `ໃບບັນທຶກ ແລະ ຄຳອະທິບາຍຂອງນັກຮຽນສະແດງຄວາມເຂົ້າໃຈເລື່ອງ ${focus}.`,
  assessment: 'ຟັງການສົນທະນາໃນກຸ່ມໂດຍໃຊ້ແບບກວດກາສັ້ນໆ ແລະ ອ່ານຄຳຕອບທ້າຍຊົ່ວໂມງ.',
  handsOn: {
    title: 'ລົງມືທົດລອງດ້ວຍຕົນເອງ',
    teacher: () => 'ແຈກອຸປະກອນ ແລະ ທ້າທາຍໃຫ້ແຕ່ລະກຸ່ມທົດສອບຄວາມຄິດໜຶ່ງຂໍ້ດ້ວຍມືຂອງຕົນເອງ.',
    students: (focus) => `ປະດິດ, ວັດແທກ ຫຼື ທົດລອງສິ່ງທີ່ກ່ຽວກັບ ${focus} ແລະ ບັນທຶກຜົນທຸກຄັ້ງ.`,
  },
  handsOnMaterials: ['ສິ່ງຂອງໃນຊີວິດປະຈຳວັນທີ່ນັກຮຽນຈັບຕ້ອງໄດ້', 'ເຄື່ອງມືວັດແທກ'],
  stepCheck: 'ກ່ອນໄປຂັ້ນຕໍ່ໄປ, ໃຫ້ນັກຮຽນສອງຄົນອະທິບາຍວ່າເຮັດຫຍັງ ແລະ ເປັນຫຍັງ.',
  stepStudentsDefault: 'ເຮັດວຽກກັບໝູ່ຄູ່ ແລ້ວອະທິບາຍສິ່ງທີ່ເຮັດໃນໜຶ່ງຫາສອງປະໂຫຍກ.',
};

const zh: OfflineExperiencePhrases = {
  typeNames: {
    inquiry: '探究活动',
    investigation: '实验探究',
    project: '项目',
    fieldTrip: '实地考察',
    discussion: '讨论',
    game: '学习游戏',
    presentation: '展示',
    other: '学习活动',
  },
  title: (typeName, focus) => `${typeName}：${focus}`,
  summary: (typeName, focus) =>
    `在这次${typeName}中，学生探索“${focus}”，分享发现，并用自己的话进行解释。`,
  steps: {
    launch: {
      title: '导入',
      teacher: (focus) => `展示一个关于“${focus}”的意外例子，询问学生注意到了什么、想知道什么。`,
      students: () => '与同伴分享最初的想法，并写下一个想要探究的问题。',
    },
    explore: {
      title: '探索',
      teacher: () => '给每组分发材料，巡视并请各组说明他们正在尝试什么。',
      students: (focus) => `分组尝试关于“${focus}”的想法，并记录发生的情况。`,
    },
    makeSense: {
      title: '建构理解',
      teacher: () => '召集各组，比较发现，并引入关键词汇。',
      students: () => '与另一组比较结果，共同商定一个解释。',
    },
    share: {
      title: '分享与反思',
      teacher: () => '请两个小组展示，最后用一个出门问题结束。',
      students: () => '展示发现，并独立回答出门问题。',
    },
  },
  materials: (focus) => [`用于“${focus}”的动手材料`, '记录单', '大白纸和马克笔'],
  safety: '开始前复习安全规则，提前检查器材和场地，并始终让学生在视线范围内。',
  support: '提供带图片的步骤卡，并让需要帮助的学生与能提供支持的同伴结对。',
  extension: (focus) => `请学生设计自己关于“${focus}”的测试或问题并进行尝试。`,
  language: '展示配有图片的关键词，并提供解释结果的句子开头。',
  evidence: (focus) => `学生的记录单和解释展示了他们对“${focus}”的理解。`,
  assessment: '用简短的检查表倾听小组讨论，并阅读出门问题的回答。',
  handsOn: {
    title: '动手尝试',
    teacher: () => '分发材料，鼓励每组亲手检验一个想法。',
    students: (focus) => `围绕“${focus}”动手制作、测量或尝试，并记录每次结果。`,
  },
  handsOnMaterials: ['学生可以动手操作的日常物品', '测量工具'],
  stepCheck: '进入下一步之前，请两位学生说明他们做了什么以及为什么。',
  stepStudentsDefault: '与同伴合作，然后用一两句话说明自己做了什么。',
};

export const OFFLINE_EXPERIENCE_PHRASES: Record<Locale, OfflineExperiencePhrases> = {
  en,
  th,
  lo,
  zh,
};
