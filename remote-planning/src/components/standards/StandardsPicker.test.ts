/** @jest-environment node */
// The shared standards picker reads its texts from this area's unit namespace.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { missingPickerTexts } from '@lesson-planner/shared-contracts/standards-picker/testing';
import { PICKER_TEXTS } from './StandardsPicker';

it('gives the shared standards picker every text it reads', () => {
  const file = path.resolve(__dirname, `../../../public/locales/en/${PICKER_TEXTS.ns}.json`);
  const texts = JSON.parse(readFileSync(file, 'utf8'));
  expect(missingPickerTexts(texts, PICKER_TEXTS.keyPrefix)).toEqual([]);
});
