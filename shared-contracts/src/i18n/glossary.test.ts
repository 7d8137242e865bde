import path from 'node:path';
import { checkTranslatedString, describeViolation } from './glossary-check';
import { GLOSSARY_EXCEPTIONS } from './glossary-exceptions';
import { readTranslatedStrings } from './locale-files';

const repo = path.resolve(__dirname, '../../..');
const strings = readTranslatedStrings(repo, ['th', 'lo', 'zh']);

it('reads the locale files of every app', () => {
  const files = new Set(strings.map((string) => string.file.split(path.sep)[0]));
  expect([...files].sort()).toEqual(
    ['remote-auth', 'remote-curriculum', 'remote-planning', 'remote-teams', 'shell'].sort(),
  );
});

it('every translation uses the glossary terms and the register of its language', () => {
  const violations = strings.flatMap((string) => checkTranslatedString(string, GLOSSARY_EXCEPTIONS));
  expect(violations.map(describeViolation)).toEqual([]);
});
