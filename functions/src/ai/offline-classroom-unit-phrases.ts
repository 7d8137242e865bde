// Template sentences of the offline draft of a classroom's unit (the first step of "Plan a unit
// with AI"), in each language. The teacher's topic is inserted as typed, untranslated.
import type { Locale } from '@lesson-planner/shared-contracts/rules';

export interface OfflineClassroomUnitPhrases {
  bigIdeas(topic: string): string[];
  essentialQuestions(topic: string): string[];
  summativeAssessment(topic: string, lessonCount: number): string;
}

const en: OfflineClassroomUnitPhrases = {
  bigIdeas: (topic) => [
    `${topic} connects to things students see and do every day.`,
    `Understanding ${topic} grows by explaining it, using it and checking it against evidence.`,
  ],
  essentialQuestions: (topic) => [
    `Why does ${topic} matter in our lives?`,
    `How can we show that we really understand ${topic}?`,
  ],
  summativeAssessment: (topic, lessonCount) =>
    `At the end of the ${lessonCount} lessons, students show what they learned about ${topic} in a short project they present to the class, with a written reflection marked against the unit's standards.`,
};

const th: OfflineClassroomUnitPhrases = {
  bigIdeas: (topic) => [
    `${topic} เชื่อมโยงกับสิ่งที่นักเรียนเห็นและทำในชีวิตประจำวัน`,
    `ความเข้าใจเรื่อง ${topic} เติบโตขึ้นเมื่อได้อธิบาย ได้ใช้ และได้ตรวจสอบกับหลักฐาน`,
  ],
  essentialQuestions: (topic) => [
    `ทำไม ${topic} จึงสำคัญต่อชีวิตของเรา`,
    `เราจะแสดงได้อย่างไรว่าเราเข้าใจ ${topic} จริง ๆ`,
  ],
  summativeAssessment: (topic, lessonCount) =>
    `เมื่อจบบทเรียนทั้ง ${lessonCount} ครั้ง นักเรียนแสดงสิ่งที่ได้เรียนรู้เรื่อง ${topic} ผ่านโครงงานสั้น ๆ ที่นำเสนอต่อชั้นเรียน พร้อมเขียนสะท้อนคิดซึ่งประเมินตามมาตรฐานของหน่วยการเรียนรู้`,
};

const lo: OfflineClassroomUnitPhrases = {
  bigIdeas: (topic) => [
    `${topic} ເຊື່ອມໂຍງກັບສິ່ງທີ່ນັກຮຽນເຫັນ ແລະ ເຮັດໃນຊີວິດປະຈຳວັນ.`,
    `ຄວາມເຂົ້າໃຈເລື່ອງ ${topic} ເຕີບໂຕຂຶ້ນເມື່ອໄດ້ອະທິບາຍ ໄດ້ນຳໃຊ້ ແລະ ໄດ້ກວດສອບກັບຫຼັກຖານ.`,
  ],
  essentialQuestions: (topic) => [
    `ເປັນຫຍັງ ${topic} ຈຶ່ງສຳຄັນຕໍ່ຊີວິດຂອງພວກເຮົາ?`,
    `ພວກເຮົາຈະສະແດງໄດ້ແນວໃດວ່າພວກເຮົາເຂົ້າໃຈ ${topic} ແທ້ໆ?`,
  ],
  summativeAssessment: (topic, lessonCount) =>
    `ເມື່ອຈົບບົດຮຽນທັງ ${lessonCount} ຄັ້ງ ນັກຮຽນສະແດງສິ່ງທີ່ໄດ້ຮຽນຮູ້ເລື່ອງ ${topic} ຜ່ານໂຄງງານສັ້ນໆ ທີ່ນຳສະເໜີຕໍ່ຫ້ອງຮຽນ ພ້ອມຂຽນສະທ້ອນຄິດທີ່ປະເມີນຕາມມາດຕະຖານຂອງຫົວໜ່ວຍການຮຽນ.`,
};

const zh: OfflineClassroomUnitPhrases = {
  bigIdeas: (topic) => [
    `${topic}与学生每天看到和做的事情息息相关。`,
    `通过解释、运用并用证据检验，对${topic}的理解会不断加深。`,
  ],
  essentialQuestions: (topic) => [
    `为什么${topic}在我们的生活中很重要？`,
    `我们怎样才能证明自己真正理解了${topic}？`,
  ],
  summativeAssessment: (topic, lessonCount) =>
    `${lessonCount}节课结束时，学生通过一个向全班展示的小项目呈现他们对${topic}的学习成果，并写一篇书面反思，按单元标准评分。`,
};

export const OFFLINE_CLASSROOM_UNIT_PHRASES: Record<Locale, OfflineClassroomUnitPhrases> = {
  en,
  th,
  lo,
  zh,
};
