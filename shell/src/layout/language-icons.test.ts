import {
  mdiFlag,
  mdiFlagCheckered,
  mdiFlagOutline,
  mdiFlagVariantOutline,
  mdiTranslate,
} from '@mdi/js';
import { languageIconPath } from './language-icons';

describe('language selector', () => {
  it.each([
    ['en', mdiFlagOutline],
    ['th', mdiFlagVariantOutline],
    ['lo', mdiFlagCheckered],
    ['zh', mdiFlag],
    ['fr', mdiTranslate],
  ])('shows the right icon for %s', (code, path) => {
    expect(languageIconPath(code)).toBe(path);
  });
});
