import {
  mdiFlag,
  mdiFlagCheckered,
  mdiFlagOutline,
  mdiFlagVariantOutline,
  mdiTranslate,
} from '@mdi/js';

/** Spec section 2: each language's icon in the selector; anything else gets a translate icon. */
export function languageIconPath(code: string): string {
  switch (code) {
    case 'en':
      return mdiFlagOutline;
    case 'th':
      return mdiFlagVariantOutline;
    case 'lo':
      return mdiFlagCheckered;
    case 'zh':
      return mdiFlag;
    default:
      return mdiTranslate;
  }
}
