// The demo school's curriculum: one framework of the Grade 5 team, written for this project
// (not copied from any official framework), and two classrooms that follow parts of it.
// Seeded by scripts/seed.mjs; rebuilt on every run like the rest of the demo team.

export const DEMO_FRAMEWORK_ID = 'demo-grade-5-framework';
export const DEMO_CLASSROOM_IDS = Object.freeze({
  math: 'demo-classroom-5a-math',
  science: 'demo-classroom-5b-science',
});

/** [code, description, subject, gradeBand, strand] in framework order. */
const STANDARDS = [
  [
    'MA5.1',
    'Read, write and compare whole numbers up to 10,000,000 and round them to any place.',
    'Mathematics',
    'Grade 5',
    'Number and Operations',
  ],
  [
    'MA5.2',
    'Add, subtract, multiply and divide fractions and mixed numbers, explaining each step.',
    'Mathematics',
    'Grade 5',
    'Number and Operations',
  ],
  [
    'MA5.3',
    'Multiply and divide decimals to hundredths and check answers by estimating.',
    'Mathematics',
    'Grade 5',
    'Number and Operations',
  ],
  [
    'MA5.4',
    'Solve market and shopping problems with percentages, discounts and change in baht, kip or yuan.',
    'Mathematics',
    'Grade 5',
    'Number and Operations',
  ],
  [
    'MA5.5',
    'Find the area of triangles and parallelograms and the volume of boxes, with units.',
    'Mathematics',
    'Grade 5',
    'Measurement and Geometry',
  ],
  [
    'MA5.6',
    'Convert between units of length, mass and capacity in the metric system.',
    'Mathematics',
    'Grade 5',
    'Measurement and Geometry',
  ],
  [
    'MA5.7',
    'Collect data about the class, show it in bar and line graphs, and describe what it shows.',
    'Mathematics',
    'Grade 5',
    'Statistics and Probability',
  ],
  [
    'MA5.8',
    'Describe the chance of everyday events as impossible, unlikely, likely or certain.',
    'Mathematics',
    'Grade 5',
    'Statistics and Probability',
  ],
  [
    'SC5.1',
    'Explain how plants make food using sunlight, water and air, and why they need each.',
    'Science',
    'Grade 5',
    'Life Science',
  ],
  [
    'SC5.2',
    'Describe food chains in a rice field or a forest near school and what happens when one link is lost.',
    'Science',
    'Grade 5',
    'Life Science',
  ],
  [
    'SC5.3',
    'Compare how animals are adapted to the places they live, using local examples.',
    'Science',
    'Grade 5',
    'Life Science',
  ],
  [
    'SC5.4',
    'Separate mixtures by filtering, evaporating and using a magnet, and choose the right method.',
    'Science',
    'Grade 5',
    'Physical Science',
  ],
  [
    'SC5.5',
    'Investigate how sound is made and travels, using instruments such as the khene or the drum.',
    'Science',
    'Grade 5',
    'Physical Science',
  ],
  [
    'SC5.6',
    'Describe the water cycle and link it to the rainy and dry seasons of the Mekong region.',
    'Science',
    'Grade 5',
    'Earth and Space',
  ],
  [
    'SC5.7',
    'Explain day and night and the phases of the Moon with a model.',
    'Science',
    'Grade 5',
    'Earth and Space',
  ],
  [
    'SC5.8',
    'Plan a fair test, record results in a table and say whether they support the prediction.',
    'Science',
    'Grade 5',
    'Scientific Inquiry',
  ],
  [
    'TH5.1',
    'อ่านออกเสียงบทร้อยแก้วและบทร้อยกรองได้ถูกต้อง คล่องแคล่ว และเว้นวรรคตอนเหมาะสม',
    'Thai Language',
    'Grade 5',
    'การอ่าน',
  ],
  ['TH5.2', 'จับใจความสำคัญ แยกข้อเท็จจริงและข้อคิดเห็นจากเรื่องที่อ่าน', 'Thai Language', 'Grade 5', 'การอ่าน'],
  [
    'TH5.3',
    'เขียนเรียงความและจดหมายถึงผู้ปกครองโดยใช้ภาษาสุภาพและถูกต้องตามหลักการเขียน',
    'Thai Language',
    'Grade 5',
    'การเขียน',
  ],
  [
    'TH5.4',
    'พูดรายงานเรื่องที่ศึกษาค้นคว้าได้ตามลำดับเนื้อหาอย่างมีเหตุผล',
    'Thai Language',
    'Grade 5',
    'การฟัง การดู และการพูด',
  ],
  [
    'TH5.5',
    'ระบุชนิดของคำ คำนาม คำสรรพนาม คำกริยา และใช้ได้ถูกต้องในประโยค',
    'Thai Language',
    'Grade 5',
    'หลักการใช้ภาษา',
  ],
  [
    'TH5.6',
    'อธิบายคุณค่าของวรรณคดีและนิทานพื้นบ้าน และท่องจำบทอาขยานที่กำหนด',
    'Thai Language',
    'Grade 5',
    'วรรณคดีและวรรณกรรม',
  ],
  [
    'LA5.1',
    'ອ່ານອອກສຽງບົດເລື່ອງ ແລະ ບົດກອນໄດ້ຖືກຕ້ອງ ຄ່ອງແຄ້ວ ແລະ ຢຸດຕາມວັກຕອນ',
    'Lao Language',
    'Grade 5',
    'ການອ່ານ',
  ],
  ['LA5.2', 'ສະຫຼຸບໃຈຄວາມສຳຄັນຂອງເລື່ອງທີ່ອ່ານ ແລະ ບອກຂໍ້ຄິດທີ່ໄດ້ຮັບ', 'Lao Language', 'Grade 5', 'ການອ່ານ'],
  [
    'LA5.3',
    'ຂຽນບົດເລົ່າເລື່ອງກ່ຽວກັບຄອບຄົວ ແລະ ບ້ານເກີດ ໂດຍໃຊ້ວັກຕອນຖືກຕ້ອງ',
    'Lao Language',
    'Grade 5',
    'ການຂຽນ',
  ],
  [
    'LA5.4',
    'ຟັງ ແລະ ເລົ່າຄືນນິທານພື້ນເມືອງລາວ ໂດຍຮັກສາລຳດັບເຫດການ',
    'Lao Language',
    'Grade 5',
    'ການຟັງ ແລະ ການເວົ້າ',
  ],
  ['LA5.5', 'ໃຊ້ຄຳນາມ ຄຳກິລິຍາ ແລະ ຄຳຄຸນນາມ ໄດ້ຖືກຕ້ອງຕາມຫຼັກໄວຍາກອນ', 'Lao Language', 'Grade 5', 'ຫຼັກພາສາ'],
  ['LA5.6', 'ທ່ອງຈຳ ແລະ ອະທິບາຍຄວາມໝາຍຂອງສຸພາສິດລາວທີ່ກຳນົດ', 'Lao Language', 'Grade 5', 'ວັນນະຄະດີ'],
  [
    'ZH5.1',
    '能正确、流利、有感情地朗读课文，注意停顿和语气。',
    'Chinese Language',
    'Grades 4–6',
    '阅读',
  ],
  ['ZH5.2', '能概括短文的主要内容，说出自己的感受。', 'Chinese Language', 'Grades 4–6', '阅读'],
  [
    'ZH5.3',
    '认识常用汉字八百个左右，会写其中五百个。',
    'Chinese Language',
    'Grades 4–6',
    '识字与写字',
  ],
  ['ZH5.4', '能用几句话介绍自己的家庭、学校和爱好。', 'Chinese Language', 'Grades 4–6', '口语交际'],
  ['ZH5.5', '能写一段通顺的话，记录一次学校活动。', 'Chinese Language', 'Grades 4–6', '写作'],
  [
    'EN5.1',
    'Understand the main idea of short spoken texts about school, family and the local market.',
    'English',
    'Grades 4–6',
    'Listening',
  ],
  [
    'EN5.2',
    'Ask and answer questions about daily routines and the weather in simple sentences.',
    'English',
    'Grades 4–6',
    'Speaking',
  ],
  [
    'EN5.3',
    'Read short stories and information texts and answer questions about them.',
    'English',
    'Grades 4–6',
    'Reading',
  ],
  [
    'EN5.4',
    'Write a short paragraph about a festival such as Songkran, Pi Mai Lao or the Spring Festival.',
    'English',
    'Grades 4–6',
    'Writing',
  ],
];

/** Mirrors standardIdForCode in shared-contracts/src/curriculum/standards.ts (not importable from .mjs). */
export const standardIdForCode = (code) =>
  encodeURIComponent(code.normalize('NFC').trim().toLocaleLowerCase('en')).replaceAll('.', '%2E');

const refsOf = (prefix) =>
  STANDARDS.filter(([code]) => code.startsWith(prefix)).map(([code]) => ({
    frameworkId: DEMO_FRAMEWORK_ID,
    standardId: standardIdForCode(code),
  }));

/**
 * Adds the framework and its standards to `batch` under the demo team (which the seed has just
 * emptied), and writes the two classrooms. Returns how many standards were written.
 */
export function addDemoCurriculum(batch, { db, teamRef, uids, createdAt, now }) {
  const frameworkRef = teamRef.collection('frameworks').doc(DEMO_FRAMEWORK_ID);
  batch.set(frameworkRef, {
    teamId: teamRef.id,
    name: 'Grade 5 Learning Standards',
    description: 'What Grade 5 learners in our schools know and can do, by subject and strand.',
    subjects: [...new Set(STANDARDS.map(([, , subject]) => subject))],
    gradeBands: [...new Set(STANDARDS.map(([, , , gradeBand]) => gradeBand))],
    createdBy: uids.leader,
    createdAt,
    updatedAt: null,
  });
  STANDARDS.forEach(([code, description, subject, gradeBand, strand], order) => {
    batch.set(frameworkRef.collection('standards').doc(standardIdForCode(code)), {
      code,
      description,
      subject,
      gradeBand,
      strand,
      order,
    });
  });

  const classroom = (fields) => ({
    subject: '',
    gradeLevel: 'grade-5',
    academicYear: '2026–2027',
    teamId: teamRef.id,
    archived: false,
    createdAt,
    updatedAt: now,
    ...fields,
  });
  batch.set(
    db.collection('classrooms').doc(DEMO_CLASSROOM_IDS.math),
    classroom({
      name: '5A Mathematics',
      subject: 'mathematics',
      ownerId: uids.teacher1,
      teacherIds: [uids.teacher1],
      standards: refsOf('MA'),
    }),
  );
  batch.set(
    db.collection('classrooms').doc(DEMO_CLASSROOM_IDS.science),
    classroom({
      name: '5B Science',
      subject: 'science',
      ownerId: uids.teacher2,
      teacherIds: [uids.teacher2, uids.leader],
      standards: refsOf('SC'),
    }),
  );
  return STANDARDS.length;
}
