// Template sentences of the offline draft generator in each language. The unit's own text
// (standards, big ideas, questions) is inserted as the teacher wrote it, untranslated.
import type { Locale } from '@lesson-planner/shared-contracts/rules';

export interface OfflinePhrases {
  /** No lesson number: the plan numbers its lessons, and a number would go stale on reordering. */
  lessonTitle(topic: string): string;
  objectiveForStandard(code: string, description: string): string;
  objectiveForIdea(idea: string): string;
  activityTitles: { opening: string; main: string; practice: string; closing: string };
  openingWithQuestion(question: string): string;
  openingWithExample(focus: string): string;
  mainWithIdea(focus: string, idea: string): string;
  main(focus: string): string;
  practice(focus: string): string;
  closing: string;
  materials(focus: string): string[];
  differentiation(focus: string): string;
  checkFromQuestion(question: string): string;
  checkForStandard(code: string): string;
  checkGeneric: string;
  homeworkReflection(question: string): string;
  homeworkPractice(focus: string): string;
  homeworkSummative(task: string): string;
  listSeparator: string;
}

const en: OfflinePhrases = {
  lessonTitle: (topic) => `Exploring ${topic}`,
  objectiveForStandard: (code, description) => `Students work towards ${code}: ${description}`,
  objectiveForIdea: (idea) => `Students explain in their own words: ${idea}`,
  activityTitles: {
    opening: 'Opening hook',
    main: 'Main activity',
    practice: 'Practice',
    closing: 'Closing reflection',
  },
  openingWithQuestion: (question) =>
    `Pose the question "${question}" and let students share first ideas with a partner.`,
  openingWithExample: (focus) =>
    `Show a short example about ${focus} and ask students what they notice.`,
  mainWithIdea: (focus, idea) =>
    `Model ${focus} step by step, then explore it together, linking it to the big idea: ${idea}`,
  main: (focus) => `Model ${focus} step by step, then explore it together with examples.`,
  practice: (focus) =>
    `Students practise ${focus} in pairs while the teacher checks in with each pair.`,
  closing: 'Students answer an exit ticket and note one thing they learned today.',
  materials: (focus) => [
    `Board notes or slides on ${focus}`,
    'Practice tasks (printed or on screen)',
    'Exit-ticket slips',
  ],
  differentiation: (focus) =>
    'Support: give worked examples and sentence starters. ' +
    `Extension: students create and solve their own task about ${focus}. ` +
    'Language: display key vocabulary with pictures.',
  checkFromQuestion: (question) => `Ask: "${question}" Students answer in one or two sentences.`,
  checkForStandard: (code) => `Quick check on ${code}: each student shows one example.`,
  checkGeneric: "Thumbs up, sideways or down: how confident are you with today's objective?",
  homeworkReflection: (question) =>
    `Write a short reflection: how does today's lesson help answer "${question}"?`,
  homeworkPractice: (focus) => `Review today's notes on ${focus} and complete two practice tasks.`,
  homeworkSummative: (task) => `Prepare for the unit's summative assessment: ${task}`,
  listSeparator: ', ',
};

const th: OfflinePhrases = {
  lessonTitle: (topic) => `สำรวจ ${topic}`,
  objectiveForStandard: (code, description) => `นักเรียนพัฒนาไปสู่มาตรฐาน ${code}: ${description}`,
  objectiveForIdea: (idea) => `นักเรียนอธิบายด้วยคำพูดของตนเองได้: ${idea}`,
  activityTitles: {
    opening: 'กิจกรรมนำเข้าสู่บทเรียน',
    main: 'กิจกรรมหลัก',
    practice: 'ฝึกปฏิบัติ',
    closing: 'สรุปและสะท้อนคิด',
  },
  openingWithQuestion: (question) => `ตั้งคำถาม "${question}" แล้วให้นักเรียนแลกเปลี่ยนความคิดแรกกับเพื่อนคู่`,
  openingWithExample: (focus) => `แสดงตัวอย่างสั้น ๆ เกี่ยวกับ ${focus} แล้วถามนักเรียนว่าสังเกตเห็นอะไร`,
  mainWithIdea: (focus, idea) =>
    `ครูสาธิต ${focus} ทีละขั้นตอน แล้วร่วมกันสำรวจ โดยเชื่อมโยงกับความคิดรวบยอด: ${idea}`,
  main: (focus) => `ครูสาธิต ${focus} ทีละขั้นตอน แล้วร่วมกันสำรวจผ่านตัวอย่าง`,
  practice: (focus) => `นักเรียนฝึกเรื่อง ${focus} เป็นคู่ โดยครูเดินดูและช่วยเหลือแต่ละคู่`,
  closing: 'นักเรียนตอบคำถามท้ายคาบ และเขียนสิ่งที่ได้เรียนรู้ในวันนี้หนึ่งข้อ',
  materials: (focus) => [
    `สไลด์หรือบันทึกบนกระดานเรื่อง ${focus}`,
    'ใบงานฝึกปฏิบัติ (พิมพ์หรือแสดงบนจอ)',
    'บัตรคำถามท้ายคาบ',
  ],
  differentiation: (focus) =>
    'ช่วยเหลือ: ให้ตัวอย่างที่แสดงวิธีทำและประโยคนำ ' +
    `กิจกรรมต่อยอด: ให้นักเรียนสร้างและแก้โจทย์ของตนเองเกี่ยวกับ ${focus} ` +
    'ภาษา: แสดงคำศัพท์สำคัญพร้อมภาพประกอบ',
  checkFromQuestion: (question) => `ถาม: "${question}" ให้นักเรียนตอบในหนึ่งถึงสองประโยค`,
  checkForStandard: (code) => `ตรวจสอบอย่างรวดเร็วเรื่อง ${code}: นักเรียนแต่ละคนยกตัวอย่างหนึ่งตัวอย่าง`,
  checkGeneric: 'ให้นักเรียนชูนิ้วโป้งขึ้น ตะแคง หรือลง เพื่อบอกความมั่นใจต่อจุดประสงค์ของวันนี้',
  homeworkReflection: (question) => `เขียนสะท้อนคิดสั้น ๆ: บทเรียนวันนี้ช่วยตอบคำถาม "${question}" ได้อย่างไร`,
  homeworkPractice: (focus) => `ทบทวนบันทึกเรื่อง ${focus} และทำแบบฝึกหัดสองข้อ`,
  homeworkSummative: (task) => `เตรียมตัวสำหรับการประเมินผลสรุปของหน่วยการเรียนรู้: ${task}`,
  listSeparator: ', ',
};

const lo: OfflinePhrases = {
  lessonTitle: (topic) => `ສຳຫຼວດ ${topic}`,
  objectiveForStandard: (code, description) => `ນັກຮຽນພັດທະນາໄປສູ່ມາດຕະຖານ ${code}: ${description}`,
  objectiveForIdea: (idea) => `ນັກຮຽນອະທິບາຍດ້ວຍຄຳເວົ້າຂອງຕົນເອງໄດ້: ${idea}`,
  activityTitles: {
    opening: 'ກິດຈະກຳນຳເຂົ້າສູ່ບົດຮຽນ',
    main: 'ກິດຈະກຳຫຼັກ',
    practice: 'ຝຶກປະຕິບັດ',
    closing: 'ສະຫຼຸບ ແລະ ທົບທວນ',
  },
  openingWithQuestion: (question) => `ຕັ້ງຄຳຖາມ "${question}" ແລ້ວໃຫ້ນັກຮຽນແລກປ່ຽນຄວາມຄິດທຳອິດກັບໝູ່ຄູ່.`,
  openingWithExample: (focus) => `ສະແດງຕົວຢ່າງສັ້ນໆກ່ຽວກັບ ${focus} ແລ້ວຖາມນັກຮຽນວ່າສັງເກດເຫັນຫຍັງ.`,
  mainWithIdea: (focus, idea) =>
    `ຄູສາທິດ ${focus} ເທື່ອລະຂັ້ນຕອນ ແລ້ວຮ່ວມກັນຄົ້ນຄວ້າ ໂດຍເຊື່ອມໂຍງກັບແນວຄິດຫຼັກ: ${idea}`,
  main: (focus) => `ຄູສາທິດ ${focus} ເທື່ອລະຂັ້ນຕອນ ແລ້ວຮ່ວມກັນຄົ້ນຄວ້າຜ່ານຕົວຢ່າງ.`,
  practice: (focus) => `ນັກຮຽນຝຶກເລື່ອງ ${focus} ເປັນຄູ່ ໂດຍຄູຍ່າງເບິ່ງ ແລະ ຊ່ວຍເຫຼືອແຕ່ລະຄູ່.`,
  closing: 'ນັກຮຽນຕອບຄຳຖາມທ້າຍຊົ່ວໂມງ ແລະ ຂຽນສິ່ງທີ່ໄດ້ຮຽນຮູ້ໃນມື້ນີ້ໜຶ່ງຂໍ້.',
  materials: (focus) => [
    `ສະໄລ ຫຼື ບັນທຶກເທິງກະດານກ່ຽວກັບ ${focus}`,
    'ໃບງານຝຶກປະຕິບັດ (ພິມ ຫຼື ສະແດງເທິງຈໍ)',
    'ບັດຄຳຖາມທ້າຍຊົ່ວໂມງ',
  ],
  differentiation: (focus) =>
    'ຊ່ວຍເຫຼືອ: ໃຫ້ຕົວຢ່າງທີ່ສະແດງວິທີເຮັດ ແລະ ປະໂຫຍກນຳ. ' +
    `ກິດຈະກຳເສີມ: ໃຫ້ນັກຮຽນສ້າງ ແລະ ແກ້ໂຈດຂອງຕົນເອງກ່ຽວກັບ ${focus}. ` +
    'ພາສາ: ສະແດງຄຳສັບສຳຄັນພ້ອມຮູບພາບ.',
  checkFromQuestion: (question) => `ຖາມ: "${question}" ໃຫ້ນັກຮຽນຕອບໜຶ່ງຫາສອງປະໂຫຍກ.`,
  checkForStandard: (code) => `ກວດສອບໄວໆເລື່ອງ ${code}: ນັກຮຽນແຕ່ລະຄົນຍົກຕົວຢ່າງໜຶ່ງ.`,
  checkGeneric: 'ໃຫ້ນັກຮຽນຊູໂປ້ມືຂຶ້ນ, ອຽງ ຫຼື ລົງ ເພື່ອບອກຄວາມໝັ້ນໃຈຕໍ່ຈຸດປະສົງຂອງມື້ນີ້.',
  homeworkReflection: (question) => `ຂຽນທົບທວນສັ້ນໆ: ບົດຮຽນມື້ນີ້ຊ່ວຍຕອບຄຳຖາມ "${question}" ໄດ້ແນວໃດ.`,
  homeworkPractice: (focus) => `ທົບທວນບັນທຶກກ່ຽວກັບ ${focus} ແລະ ເຮັດແບບຝຶກຫັດສອງຂໍ້.`,
  homeworkSummative: (task) => `ກຽມຕົວສຳລັບການປະເມີນຜົນສະຫຼຸບຂອງຫົວໜ່ວຍການຮຽນ: ${task}`,
  listSeparator: ', ',
};

const zh: OfflinePhrases = {
  lessonTitle: (topic) => `探究${topic}`,
  objectiveForStandard: (code, description) => `学生逐步达成标准 ${code}：${description}`,
  objectiveForIdea: (idea) => `学生能用自己的话解释：${idea}`,
  activityTitles: { opening: '导入', main: '主要活动', practice: '练习', closing: '总结与反思' },
  openingWithQuestion: (question) => `提出问题“${question}”，请学生与同伴分享最初的想法。`,
  openingWithExample: (focus) => `展示一个关于“${focus}”的简短例子，问学生注意到了什么。`,
  mainWithIdea: (focus, idea) =>
    `教师逐步示范“${focus}”，然后与学生一起探究，并联系大概念：${idea}`,
  main: (focus) => `教师逐步示范“${focus}”，然后通过例子与学生一起探究。`,
  practice: (focus) => `学生两人一组练习“${focus}”，教师巡视并指导每一组。`,
  closing: '学生完成出门条，并写下今天学到的一件事。',
  materials: (focus) => [`关于“${focus}”的板书或幻灯片`, '练习任务（打印或投影）', '出门条'],
  differentiation: (focus) =>
    `支持：提供示范例题和句子开头。拓展：学生自己设计并解决关于“${focus}”的问题。` +
    '语言：展示配有图片的关键词汇。',
  checkFromQuestion: (question) => `提问：“${question}”学生用一两句话回答。`,
  checkForStandard: (code) => `快速检查 ${code}：每位学生举出一个例子。`,
  checkGeneric: '学生用大拇指向上、横向或向下表示对今天学习目标的把握程度。',
  homeworkReflection: (question) => `写一段简短反思：今天的课时如何帮助回答“${question}”？`,
  homeworkPractice: (focus) => `复习今天关于“${focus}”的笔记，并完成两道练习题。`,
  homeworkSummative: (task) => `为本单元的总结性评价做准备：${task}`,
  listSeparator: '、',
};

export const OFFLINE_PHRASES: Record<Locale, OfflinePhrases> = { en, th, lo, zh };
