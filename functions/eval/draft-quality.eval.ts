/** @jest-environment node */
// `npm run eval`: the eval cases drafted by the configured provider, printed as a score table.
// The offline provider (the default, and what `npm test` runs) must pass every check; a real
// model's table is a measurement, so it fails the run only with EVAL_STRICT=1.
import { allPassed, runEval, scoreTable } from './run-eval';

// A real model takes a while per case; the offline one seconds in all.
jest.setTimeout(15 * 60_000);

it('scores the drafts of every eval case', async () => {
  const { provider, scores, unitScores } = await runEval(process.env);
  process.stdout.write(`\n${scoreTable(provider, scores, unitScores)}\n\n`);
  if (provider.id === 'offline' || process.env.EVAL_STRICT === '1') {
    expect(allPassed(scores, unitScores)).toBe(true);
  }
});
