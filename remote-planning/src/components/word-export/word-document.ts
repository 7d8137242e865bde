// A document as plain blocks: what each export says, kept apart from the docx library so the
// builders stay cheap, testable functions and the library loads only when a teacher exports.

export type WordBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'table'; header: readonly string[]; rows: readonly (readonly string[])[] };

export interface WordDocument {
  /** The document's title (also its properties' title). */
  title: string;
  /** The interface language it is written in: it picks the document's fonts. */
  language: string;
  blocks: WordBlock[];
}

export const heading = (text: string, level: 1 | 2 | 3 = 2): WordBlock => ({
  kind: 'heading',
  level,
  text,
});

/** A labelled paragraph, left out when the teacher wrote nothing there. */
export const section = (label: string, text: string): WordBlock[] =>
  text.trim() ? [heading(label, 3), { kind: 'paragraph', text }] : [];

/** A labelled list, left out when it is empty. */
export const listSection = (label: string, items: readonly string[], level: 2 | 3 = 3) =>
  items.length > 0 ? [heading(label, level), { kind: 'bullets', items } as WordBlock] : [];
