import { toSpreadsheetCsv } from './index';

it('writes no control character a teammate typed, keeping the text and its lines', () => {
  const csv = toSpreadsheetCsv(['Lesson\u0007'], [['Read\u0000 p. 4\r\nthen ตอบ\u001B'], [12]]);
  expect(csv).toBe('\uFEFFLesson\r\n"Read p. 4\nthen ตอบ"\r\n12\r\n');
});
