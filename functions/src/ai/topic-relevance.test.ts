import { contentWords, mostRelevant, rankByRelevance } from './topic-relevance';

const standard = (code: string, description: string, gap = true) => ({
  code,
  description,
  strand: 'Number and Operations',
  gap,
});

// The demo school's Grade 5 mathematics (scripts/demo-curriculum.mjs), in framework order.
const MATH = [
  standard('MA5.1', 'Read, write and compare whole numbers up to 10,000,000 and round them.'),
  standard('MA5.2', 'Add, subtract, multiply and divide fractions and mixed numbers.'),
  standard('MA5.3', 'Multiply and divide decimals to hundredths and check by estimating.'),
  standard('MA5.4', 'Solve market and shopping problems with percentages and change in baht.'),
  standard('MA5.5', 'Find the area of triangles and parallelograms and the volume of boxes.'),
];
const codes = (ranked: { standard: { code: string } }[]) => ranked.map((r) => r.standard.code);

describe('contentWords', () => {
  it('cuts Thai, Lao and Chinese into words and leaves out function words', () => {
    expect([...contentWords('เศษส่วนที่ตลาด')]).toEqual(['เศษส่วน', 'ตลาด']);
    expect([...contentWords('ເສດສ່ວນຢູ່ຕະຫຼາດ')]).toEqual(['ເສດສ່ວນ', 'ຕະຫຼາດ']);
    expect([...contentWords('市场上的分数')]).toEqual(['市场', '分数']);
  });

  it('folds case and English plurals', () => {
    expect([...contentWords('Fractions at the Market')]).toEqual(['fraction', 'market']);
    expect(contentWords('activities')).toEqual(contentWords('Activity'));
  });
});

describe('rankByRelevance', () => {
  it('puts the standards the topic names first, whatever their code order', () => {
    const ranked = rankByRelevance(MATH, { topic: 'Fractions at the market' });
    expect(codes(ranked).slice(0, 2).sort()).toEqual(['MA5.2', 'MA5.4']);
    expect(ranked[2]!.relevance).toBe(0);
    expect(
      mostRelevant(ranked, 3)
        .map((s) => s.code)
        .sort(),
    ).toEqual(['MA5.2', 'MA5.4']);
  });

  it('reads the big ideas too, below the topic', () => {
    const ranked = rankByRelevance(MATH, {
      topic: 'Shopping',
      ideas: ['Decimals help us estimate prices.'],
    });
    expect(codes(ranked).slice(0, 2)).toEqual(['MA5.4', 'MA5.3']);
  });

  it('ranks gaps before taught standards among equals, then keeps their order', () => {
    const taughtFirst = [
      standard('A', 'Rivers', false),
      standard('B', 'Rivers'),
      standard('C', 'Hills'),
    ];
    expect(codes(rankByRelevance(taughtFirst, { topic: 'Mountains' }))).toEqual(['B', 'C', 'A']);
  });

  it('falls back to the gaps when no standard shares a word with the topic', () => {
    const ranked = rankByRelevance([standard('A', 'Rivers', false), ...MATH.slice(0, 2)], {
      topic: 'เศษส่วนที่ตลาด',
    });
    expect(ranked.every((r) => r.relevance === 0)).toBe(true);
    expect(mostRelevant(ranked, 2).map((s) => s.code)).toEqual(['MA5.1', 'MA5.2']);
  });
});
