// Every shared-contracts topic the app's start imports must be among the pages' preloads: one
// left out is fetched only once the code importing it has run, a round trip after the others.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_SHARED_PRELOADS } from './prerendered-pages';

const TOPICS = path.join(__dirname, '../../../shared-contracts/src');
const TOPIC = /^@lesson-planner\/shared-contracts\/([\w-]+)$/;
// Static imports and re-exports that carry values (type-only ones leave no code behind).
const IMPORTS = /^(?:import|export)\s+(?!type\b)(?:[^;]*?\bfrom\s+)?'([^']+)'/gm;

const moduleFile = (base: string) =>
  [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file));

/** The topics the given topics' entry modules import, directly or through their own files. */
function topicsImportedBy(start: readonly string[]): Set<string> {
  const topics = new Set(start);
  const queue = start.map((topic) => path.join(TOPICS, topic, 'index.ts'));
  const read = new Set<string>();
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (read.has(file)) continue;
    read.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
      const topic = TOPIC.exec(specifier)?.[1];
      const next = topic
        ? path.join(TOPICS, topic, 'index.ts')
        : specifier.startsWith('.') && moduleFile(path.resolve(path.dirname(file), specifier));
      if (topic) topics.add(topic);
      if (next) queue.push(next);
    }
  }
  return topics;
}

it('preloads every shared-contracts topic that the preloaded ones import', () => {
  const preloaded = BOOT_SHARED_PRELOADS.flatMap(
    (name) => TOPIC.exec(name)?.slice(1) ?? [],
  ) as string[];
  expect([...topicsImportedBy(preloaded)].sort()).toEqual([...preloaded].sort());
});
