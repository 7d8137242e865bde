import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACE_OWNERS } from './namespaces';

// Thai writes the honorific คุณ before a name; a name inserted by the app may be Latin
// ("Malee Teacher"), and "คุณMalee" reads as one broken word. A space keeps them apart.
const repo = path.resolve(__dirname, '../../..');
const appDirOf = (owner: string) => (owner === 'shell' ? 'shell' : owner.replace('_', '-'));

function values(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    values(value, prefix ? `${prefix}.${key}` : key),
  );
}

it.each(Object.entries(NAMESPACE_OWNERS))(
  'Thai %s puts a space between คุณ and an inserted name',
  (namespace, owner) => {
    const file = path.join(repo, appDirOf(owner), 'public/locales/th', `${namespace}.json`);
    const glued = values(JSON.parse(readFileSync(file, 'utf8'))).filter(([, text]) =>
      /คุณ{{/.test(text),
    );
    expect(glued).toEqual([]);
  },
);
