// How near a standard is to what a unit is about, the same for every provider (the offline one
// included): the words a standard shares with the unit's topic and big ideas, each weighted by
// how rare it is among the candidates, since a word most standards have tells them apart from
// nothing. Words are cut by Intl.Segmenter, which knows where words end in Thai, Lao and Chinese,
// written without spaces; small function words of each language are left out.

/** Words that carry no topic, in the product's languages. */
const FUNCTION_WORDS = new Set([
  // en
  ...'a an and are as at be by can do does each every for from how in into is it its of on or our their the them they this to up we what why with'.split(
    ' ',
  ),
  // th
  ...[
    'ที่',
    'และ',
    'ของ',
    'ใน',
    'การ',
    'ความ',
    'กับ',
    'เป็น',
    'ให้',
    'ได้',
    'จะ',
    'มี',
    'หรือ',
    'จาก',
    'เพื่อ',
    'นี้',
    'เรื่อง',
  ],
  // lo
  ...[
    'ທີ່',
    'ແລະ',
    'ຂອງ',
    'ໃນ',
    'ການ',
    'ຄວາມ',
    'ກັບ',
    'ເປັນ',
    'ໃຫ້',
    'ໄດ້',
    'ຈະ',
    'ມີ',
    'ຫຼື',
    'ຈາກ',
    'ເພື່ອ',
    'ນີ້',
    'ເລື່ອງ',
    'ຢູ່',
  ],
  // zh
  ...['的', '和', '与', '在', '了', '是', '对', '及', '或', '把', '中', '上', '等', '为'],
]);

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** An English plural and its singular are one word ("fractions", "fraction"). */
const singular = (word: string) =>
  /^[a-z]{4,}$/.test(word) && !/(ss|us|is)$/.test(word)
    ? word.replace(/ies$/, 'y').replace(/s$/, '')
    : word;

/** The distinct content words of `text`, folded (case, width, English plurals). */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const { segment, isWordLike } of segmenter.segment(text.normalize('NFKC'))) {
    const word = segment.toLocaleLowerCase('en');
    if (isWordLike && !FUNCTION_WORDS.has(word) && !/^[a-z]$/.test(word)) words.add(singular(word));
  }
  return words;
}

export interface RelevanceFields {
  code: string;
  description: string;
  strand: string;
  /** Not taught yet this school year by the classroom's scheduled units. */
  gap: boolean;
}

export interface RankedStandard<S> {
  standard: S;
  /** 0 when it shares no word with the unit; more the more (and rarer) words it shares. */
  relevance: number;
}

/**
 * The standards by relevance to `topic` (weighted double: it is what the teacher asked for) and
 * `ideas` (the unit's title and big ideas), then gaps before taught ones, then in their order.
 */
export function rankByRelevance<S extends RelevanceFields>(
  standards: readonly S[],
  about: { topic: string; ideas?: readonly string[] },
): RankedStandard<S>[] {
  const wordsOfStandards = standards.map((standard) =>
    contentWords(`${standard.description} ${standard.strand}`),
  );
  const holders = new Map<string, number>();
  for (const words of wordsOfStandards)
    for (const word of words) holders.set(word, (holders.get(word) ?? 0) + 1);
  // A word every candidate has weighs nothing; one only a single candidate has weighs most.
  const weight = (word: string) => Math.log(standards.length / (holders.get(word) ?? 0));
  const topic = contentWords(about.topic);
  const ideas = contentWords((about.ideas ?? []).join(' '));
  const relevanceOf = (words: Set<string>) =>
    [...words].reduce(
      (sum, word) =>
        sum + (topic.has(word) ? 2 * weight(word) : ideas.has(word) ? weight(word) : 0),
      0,
    );
  return standards
    .map((standard, index) => ({
      standard,
      index,
      relevance: relevanceOf(wordsOfStandards[index]!),
    }))
    .sort(
      (a, b) =>
        b.relevance - a.relevance ||
        Number(b.standard.gap) - Number(a.standard.gap) ||
        a.index - b.index,
    )
    .map(({ standard, relevance }) => ({ standard, relevance }));
}

/**
 * What an offline draft chooses: up to `count` standards at least half as relevant as the most
 * relevant one; when none shares a word with the unit (a Thai topic beside English standards),
 * the first `count` in rank order, which puts gaps first.
 */
export function mostRelevant<S>(ranked: readonly RankedStandard<S>[], count: number): S[] {
  const best = ranked[0]?.relevance ?? 0;
  const chosen = best > 0 ? ranked.filter(({ relevance }) => relevance >= best / 2) : ranked;
  return chosen.slice(0, count).map(({ standard }) => standard);
}
