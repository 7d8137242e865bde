// Loaded only through a dynamic import (see export-word.ts): docx is large and only exports use it.
import {
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { exportableText } from '@lesson-planner/shared-contracts/rules';
import type { WordBlock, WordDocument } from './word-document';
import { wordFontFor } from './word-fonts';

const headingLevels = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const;

const border = { style: BorderStyle.SINGLE, size: 4, color: '7B8594' };
const cellBorders = { top: border, bottom: border, left: border, right: border };

/**
 * Keeps the teacher's line breaks: one run per line, each after a break. Only what XML can hold
 * is written: a control character in a teammate's text must not make the whole file unreadable.
 */
const runs = (text: string, bold = false) =>
  exportableText(text)
    .split('\n')
    .map((line, index) => new TextRun({ text: line, bold, break: index > 0 ? 1 : 0 }));

function blockToDocx(block: WordBlock): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [new Paragraph({ heading: headingLevels[block.level], children: runs(block.text) })];
    case 'paragraph':
      return [new Paragraph({ children: runs(block.text) })];
    case 'bullets':
      return block.items.map(
        (item) => new Paragraph({ bullet: { level: 0 }, children: runs(item) }),
      );
    case 'table': {
      const row = (cells: readonly string[], isHeader: boolean) =>
        new TableRow({
          tableHeader: isHeader,
          children: cells.map(
            (text) =>
              new TableCell({
                borders: cellBorders,
                children: [new Paragraph({ children: runs(text, isHeader) })],
              }),
          ),
        });
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [row(block.header, true), ...block.rows.map((cells) => row(cells, false))],
        }),
        // Word joins two tables that touch; an empty paragraph keeps them apart.
        new Paragraph({}),
      ];
    }
  }
}

/** The .docx file of `document`, every run in a font that has the language's script. */
export async function renderDocx(document: WordDocument): Promise<Blob> {
  const font = wordFontFor(document.language);
  const doc = new Document({
    title: exportableText(document.title),
    creator: 'Lesson Planner',
    styles: {
      default: {
        document: {
          run: { font: { ascii: font, hAnsi: font, cs: font, eastAsia: font }, size: 22 },
        },
        heading1: { run: { font, size: 36, bold: true } },
        heading2: { run: { font, size: 28, bold: true } },
        heading3: { run: { font, size: 24, bold: true } },
      },
    },
    sections: [{ children: document.blocks.flatMap(blockToDocx) }],
  });
  return Packer.toBlob(doc);
}
