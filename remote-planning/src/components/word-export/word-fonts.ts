/**
 * The font a document in `language` is set in: one that has the script, named for every slot
 * Word picks a font for (Latin, complex scripts such as Thai and Lao, East Asian), so a Thai
 * or Chinese plan opens in the same Noto family as the app instead of a font without the script.
 */
export function wordFontFor(language: string): string {
  const base = language.toLowerCase().split('-')[0];
  switch (base) {
    case 'th':
      return 'Noto Sans Thai';
    case 'lo':
      return 'Noto Sans Lao';
    case 'zh':
      return 'Noto Sans SC';
    default:
      return 'Noto Sans';
  }
}
