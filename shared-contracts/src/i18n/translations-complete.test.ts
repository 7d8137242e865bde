import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@lesson-planner/shared-contracts/interface';
import { NAMESPACE_OWNERS } from './namespaces';

// Every app's translation files, checked together: a key missing in any language, a plural
// form a language needs, a lost placeholder or a value left in English fails the build.
const repo = path.resolve(__dirname, '../../..');
const appDirOf = (owner: string) => (owner === 'shell' ? 'shell' : owner.replace('_', '-'));

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(full, value);
    else for (const [k, v] of flatten(value, full)) flat.set(k, v);
  }
  return flat;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (flat: Map<string, string>) =>
  new Set([...flat.keys()].map((key) => key.replace(PLURAL, '')));
// A placeholder with its format ("{{count, number}}"): both must survive translation.
const placeholders = (value: string) =>
  (value.match(/{{[^}]+}}/g) ?? [])
    .map((placeholder) => placeholder.replace(/\s+/g, ''))
    .sort()
    .join(' ');

function load(namespace: string, locale: string): Map<string, string> {
  const file = path.join(
    repo,
    appDirOf(NAMESPACE_OWNERS[namespace as keyof typeof NAMESPACE_OWNERS]),
    'public/locales',
    locale,
    `${namespace}.json`,
  );
  if (!existsSync(file)) throw new Error(`Missing translation file ${path.relative(repo, file)}`);
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}

describe.each(Object.keys(NAMESPACE_OWNERS))('namespace %s', (namespace) => {
  const english = load(namespace, 'en');

  it('is served by the app that owns it and by no other', () => {
    const servedBy = [
      'shell',
      'remote-auth',
      'remote-teams',
      'remote-planning',
      'remote-curriculum',
    ].filter((app) => existsSync(path.join(repo, app, 'public/locales/en', `${namespace}.json`)));
    expect(servedBy).toEqual([
      appDirOf(NAMESPACE_OWNERS[namespace as keyof typeof NAMESPACE_OWNERS]),
    ]);
  });

  describe.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))('in %s', (locale) => {
    const translated = load(namespace, locale);

    it('has exactly the English keys', () => {
      expect([...baseKeys(translated)].sort()).toEqual([...baseKeys(english)].sort());
    });

    it('has every plural form the language needs', () => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const pluralBases = new Set(
        [...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
      );
      for (const base of pluralBases) {
        for (const category of categories) expect(translated.has(`${base}_${category}`)).toBe(true);
      }
      // English's forms too: tools and fallbacks look a plural up by the English key.
      for (const key of english.keys())
        if (PLURAL.test(key)) expect(translated.has(key)).toBe(true);
    });

    it('keeps every placeholder and leaves nothing in English', () => {
      for (const [key, value] of translated) {
        const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
        expect({ key, placeholders: placeholders(value) }).toEqual({
          key,
          placeholders: placeholders(source),
        });
        if (/[A-Za-z]{3,}/.test(source.replace(/{{[^}]+}}/g, ''))) {
          expect({ key, value }).not.toEqual({ key, value: source });
        }
      }
    });
  });
});

it('every locale folder holds only known namespaces', () => {
  for (const app of [
    'shell',
    'remote-auth',
    'remote-teams',
    'remote-planning',
    'remote-curriculum',
  ]) {
    for (const locale of SUPPORTED_LOCALES) {
      const dir = path.join(repo, app, 'public/locales', locale);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir))
        expect(Object.keys(NAMESPACE_OWNERS)).toContain(file.replace(/\.json$/, ''));
    }
  }
});
