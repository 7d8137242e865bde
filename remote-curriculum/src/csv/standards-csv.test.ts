/** @jest-environment node */
// Export and import of standards as CSV: a cell a spreadsheet would run as a formula, half- or
// full-width, is written with a leading apostrophe and read back as typed.
import type { StandardFields } from '@lesson-planner/shared-contracts/curriculum';
import { standardsToCsv } from './export-standards-csv';
import { parseStandardsCsv } from './parse-standards-csv';

const standard = (description: string): StandardFields => ({
  code: 'MA.5.1',
  description,
  subject: 'Mathematics',
  gradeBand: 'Grade 5',
  strand: 'Number',
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('standardsToCsv', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '＝1+1', '＋1', '－1', '＠SUM(A1)'])(
    'escapes a cell starting %s with an apostrophe',
    (description) => {
      const csv = standardsToCsv([standard(description)]);
      expect(csv).toContain(`'${description}`);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(standardsToCsv([standard('Adds fractions (1/2 + 1/4)')])).toContain(
      ',Adds fractions (1/2 + 1/4),',
    );
  });

  it.each(['=1+1', '＝1+1', '＋1', '－1', '＠SUM(A1)', "'quoted"])(
    'reads an exported %s back as it was',
    (description) => {
      const { rows } = parseStandardsCsv(bytes(standardsToCsv([standard(description)])));
      expect(rows.map((row) => row.fields.description)).toEqual([description]);
    },
  );
});

describe('parseStandardsCsv', () => {
  it('reports codes differing only in case or spacing as duplicates of the first', () => {
    const { rows } = parseStandardsCsv(
      bytes('code,description\r\nMA.5.1,Adds\r\nma.5.1 ,Adds again\r\nMa.5.2,Other\r\n'),
    );
    expect(rows.map((row) => row.errors)).toEqual([
      [],
      [{ code: 'duplicateInFile', field: 'code', firstLine: 2 }],
      [],
    ]);
  });
});
