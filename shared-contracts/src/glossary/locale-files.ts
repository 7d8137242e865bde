// Node only (tests and scripts): reads every app's locale files. Not exported from the index,
// which browsers load.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TranslatedLocale } from './glossary';
import type { TranslatedString } from './glossary-check';

type Tree = { [key: string]: string | Tree };

export function flattenLocaleTree(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(full, value);
    else for (const [k, v] of flattenLocaleTree(value, full)) flat.set(k, v);
  }
  return flat;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const readFlat = (file: string) =>
  flattenLocaleTree(JSON.parse(readFileSync(file, 'utf8')) as Tree);

/**
 * Every translated string of every `<folder>/public/locales/<lang>/<namespace>.json` under
 * `repo` (any folder, so a new app or the functions are found too), beside its English source.
 * A plural form English lacks (th `_other` for en `_one`…) is compared with English `_other`.
 */
export function readTranslatedStrings(
  repo: string,
  languages: readonly TranslatedLocale[],
): TranslatedString[] {
  const strings: TranslatedString[] = [];
  const folders = readdirSync(repo, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules',
  );
  for (const folder of folders) {
    const locales = path.join(repo, folder.name, 'public/locales');
    if (!existsSync(path.join(locales, 'en'))) continue;
    for (const fileName of readdirSync(path.join(locales, 'en'))) {
      if (!fileName.endsWith('.json')) continue;
      const namespace = fileName.replace(/\.json$/, '');
      const english = readFlat(path.join(locales, 'en', fileName));
      for (const language of languages) {
        const file = path.join(locales, language, fileName);
        if (!existsSync(file)) continue;
        for (const [key, text] of readFlat(file)) {
          const en = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
          if (en === undefined) continue;
          strings.push({ file: path.relative(repo, file), namespace, key, en, text, language });
        }
      }
    }
  }
  return strings;
}
