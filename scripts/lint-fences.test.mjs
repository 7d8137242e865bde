/** @jest-environment node */
// The lint fences of remote-planning's areas (PLANNING_AREAS in eslint.config.mjs): the
// project's own ESLint configuration, asked about imports a file could make. It runs in a child
// process, as the configuration is an ES module that jest's sandbox does not load.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The messages of no-restricted-imports for each [file, import specifier]. */
function restrictionsOf(cases) {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const cases = JSON.parse(process.argv[1]);
    const results = [];
    for (const [file, specifier] of cases) {
      const [result] = await eslint.lintText(\`import { x } from '\${specifier}';\\nexport const y = x;\\n\`, { filePath: file });
      results.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
    }
    console.log(JSON.stringify(results));`;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output);
}

const planning = (path) => `${root}remote-planning/src/${path}`;

it('fails a deep import, a cross-area import and shared code that uses an area; passes the allowed ones', () => {
  const [deep, crossArea, sharedUsesArea, appDeep, allowed, appPages, withinArea] = restrictionsOf([
    // Past another area's index.ts.
    [planning('features/plans/editor/Probe.ts'), '../../time/common'],
    // Into an area this one may not use.
    [planning('features/rubrics/list/Probe.ts'), '../../units'],
    // Shared code into an area.
    [planning('components/Probe.ts'), '../features/plans'],
    // The composition past an area's index.ts.
    [planning('app/dashboard/Probe.ts'), '../../features/plans/editor/EditUnitPlanPage'],
    // Allowed: plans use time, through its index.ts.
    [planning('features/plans/editor/Probe.ts'), '../../time'],
    // Allowed: app takes an area's pages.
    [planning('app/Probe.ts'), '../features/units/pages'],
    // Allowed: within an area.
    [planning('features/time/weekly-planner/Probe.ts'), '../common'],
  ]);
  expect(deep).toEqual([expect.stringContaining('through its index.ts')]);
  expect(crossArea).toEqual([expect.stringContaining('The rubrics area uses no other area')]);
  expect(sharedUsesArea).toEqual([expect.stringContaining('Shared code uses no area')]);
  expect(appDeep).toEqual([expect.stringContaining('app/ takes an area through its index.ts')]);
  expect(allowed).toEqual([]);
  expect(appPages).toEqual([]);
  expect(withinArea).toEqual([]);
}, 60000);

/** The rules each [file, source] breaks, as "rule: message". */
function problemsOf(cases) {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const cases = JSON.parse(process.argv[1]);
    const results = [];
    for (const [file, source] of cases) {
      const [result] = await eslint.lintText(source, { filePath: file });
      results.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
    }
    console.log(JSON.stringify(results));`;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases)],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output);
}

it('fails a restyled bare control and React Aria reached past the kit; the kit may do both', () => {
  const restyled = `import styled from 'styled-components';\nexport const Go = styled.button\`\`;\nexport const Rows = styled('table')\`\`;\n`;
  const aria = `import { Button } from 'react-aria-components';\nexport const B = Button;\n`;
  const [remoteStyled, remoteAria, shellStyled, kitStyled, kitAria] = problemsOf([
    [`${root}remote-teams/src/features/Probe.tsx`, restyled],
    [`${root}remote-planning/src/features/units/Probe.tsx`, aria],
    [`${root}shell/src/Probe.tsx`, restyled],
    [`${root}shared-contracts/src/ui/kit/Probe.tsx`, restyled],
    [`${root}shared-contracts/src/ui/kit/Probe.tsx`, aria],
  ]);
  expect(remoteStyled).toEqual([
    expect.stringContaining('no-restricted-syntax: Use the kit'),
    expect.stringContaining('no-restricted-syntax: Use the kit'),
  ]);
  expect(remoteAria).toEqual([expect.stringContaining('React Aria is used through the kit')]);
  expect(shellStyled).toHaveLength(2);
  expect(kitStyled).toEqual([]);
  expect(kitAria).toEqual([]);
}, 60000);
