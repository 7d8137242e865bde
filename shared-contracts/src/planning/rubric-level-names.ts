// The default names of a rubric's performance levels, lowest first, for each supported number
// of levels and language. Shared because the create page (in the interface language) and the
// offline draft writer (in the draft's language) must name levels the same way.
import type { Locale } from '@lesson-planner/shared-contracts/rules';
import { MAX_RUBRIC_LEVELS, MIN_RUBRIC_LEVELS } from './rubric';

type NamesByCount = Record<2 | 3 | 4 | 5 | 6, readonly string[]>;

export const DEFAULT_LEVEL_NAMES: Record<Locale, NamesByCount> = {
  en: {
    2: ['Not yet', 'Achieved'],
    3: ['Developing', 'Proficient', 'Exemplary'],
    4: ['Beginning', 'Developing', 'Proficient', 'Exemplary'],
    5: ['Beginning', 'Emerging', 'Developing', 'Proficient', 'Exemplary'],
    6: ['Not yet', 'Beginning', 'Emerging', 'Developing', 'Proficient', 'Exemplary'],
  },
  // Thai and Lao schools name quality levels as they grade (ปรับปรุง / พอใช้ / ดี / ดีมาก);
  // "proficient" is ดี there, never ชำนาญ (expert).
  th: {
    2: ['ยังไม่ผ่าน', 'ผ่าน'],
    3: ['ปรับปรุง', 'พอใช้', 'ดี'],
    4: ['ปรับปรุง', 'พอใช้', 'ดี', 'ดีมาก'],
    5: ['ปรับปรุง', 'พอใช้', 'ดี', 'ดีมาก', 'ดีเยี่ยม'],
    6: ['ยังไม่ผ่าน', 'ปรับปรุง', 'พอใช้', 'ดี', 'ดีมาก', 'ดีเยี่ยม'],
  },
  lo: {
    2: ['ຍັງບໍ່ຜ່ານ', 'ຜ່ານ'],
    3: ['ອ່ອນ', 'ພໍໃຊ້', 'ດີ'],
    4: ['ອ່ອນ', 'ພໍໃຊ້', 'ດີ', 'ດີຫຼາຍ'],
    5: ['ອ່ອນ', 'ພໍໃຊ້', 'ດີ', 'ດີຫຼາຍ', 'ດີເລີດ'],
    6: ['ຍັງບໍ່ຜ່ານ', 'ອ່ອນ', 'ພໍໃຊ້', 'ດີ', 'ດີຫຼາຍ', 'ດີເລີດ'],
  },
  zh: {
    2: ['尚未达到', '已达到'],
    3: ['发展中', '熟练', '优秀'],
    4: ['起步', '发展中', '熟练', '优秀'],
    5: ['起步', '初显', '发展中', '熟练', '优秀'],
    6: ['尚未体现', '起步', '初显', '发展中', '熟练', '优秀'],
  },
};

/** The default level names for `count` levels (clamped to 2–6), lowest first. */
export function defaultLevelNames(language: Locale, count: number): readonly string[] {
  const clamped = Math.min(MAX_RUBRIC_LEVELS, Math.max(MIN_RUBRIC_LEVELS, Math.round(count)));
  return DEFAULT_LEVEL_NAMES[language][clamped as keyof NamesByCount];
}
