// Splits the end-to-end files into the two groups that `npm test` runs side by side against the
// one composition (e2e/support/run-groups.mjs): files that share the seeded demo school run one
// after another, as they always did; files that bring their own data run beside them.
//
// A file joins the own-data group with this line among its first lines:
//
//   // e2e-group: own-data
//
// and may then use only what it creates itself under unique names (support/admin.ts:
// uniqueEmail, createTeacher, createTeamOf, …) or no data at all (public pages). It must not
// sign in as a demo account, read or change the demo team, or depend on totals over all
// accounts or teams. Every other file, including any new one without the line, stays in the
// demo-school group, which is always safe.
const fs = require('node:fs');
const path = require('node:path');

const TESTS_DIR = path.join(__dirname, '..', 'tests');
const OWN_DATA_MARKER = /^\/\/ e2e-group: own-data$/m;
const GROUPS = ['demo-school', 'own-data'];

/** The absolute paths of the group's files. */
function filesOf(group) {
  if (!GROUPS.includes(group)) {
    throw new Error(`Unknown end-to-end group "${group}"; known: ${GROUPS.join(', ')}`);
  }
  return fs
    .readdirSync(TESTS_DIR, { recursive: true })
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => path.join(TESTS_DIR, name))
    .filter((file) => {
      const head = fs.readFileSync(file, 'utf8').split('\n').slice(0, 10).join('\n');
      return OWN_DATA_MARKER.test(head) === (group === 'own-data');
    });
}

module.exports = { GROUPS, filesOf };
