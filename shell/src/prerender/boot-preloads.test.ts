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

/** The topics the given files import, directly or through the files they import. */
function topicsImportedBy(start: readonly string[], files: readonly string[]): Set<string> {
  const topics = new Set(start);
  const queue = [...files];
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
  const entries = preloaded.map((topic) => path.join(TOPICS, topic, 'index.ts'));
  expect([...topicsImportedBy(preloaded, entries)].sort()).toEqual([...preloaded].sort());
});

// The shell's own start (bootstrap, the frame, the navigation) is on every page too: a topic it
// imports that is not preloaded is a download of its own, and a large one (the rules) puts the
// first load over its budget (npm run bench, jsGzipKB).
it('the shell starts with no shared-contracts topic beyond the preloaded ones', () => {
  const preloaded = BOOT_SHARED_PRELOADS.flatMap((name) => TOPIC.exec(name)?.slice(1) ?? []);
  const shellStart = [path.join(__dirname, '../bootstrap.tsx')];
  const imported = [...topicsImportedBy([], shellStart)];
  expect(imported.filter((topic) => !preloaded.includes(topic))).toEqual([]);
});
