/**
 * `npm run demo:check [-- yyyy-mm-dd]`: the demo data check (scripts/demo/check.ts) on the data
 * the seed writes for a day (default today, as `npm run seed` does), printed rule by rule with
 * what each rule checked and every failure; exits 1 when a rule fails. The suite runs the same
 * check (tests/unit/demo-data.test.ts).
 */
import { ADDRESS_SOURCES } from './demo/addresses';
import { checkDemo, checkReport } from './demo/check';
import { generateDemo } from './demo/index';

const today = process.argv[2] ?? new Date().toISOString().slice(0, 10);
const data = generateDemo({ today });
const results = checkDemo(data);
console.log(
  `Demo data of ${today}: ${data.properties.length} properties, ${data.projects.length} projects, ${data.cities.length} towns`,
);
console.log(`Addresses: ${Object.values(ADDRESS_SOURCES).join(' | ')}`);
console.log(checkReport(results));
const failing = results.filter((r) => r.failures.length > 0).length;
console.log(failing ? `${failing} rule(s) failing` : `all ${results.length} rules hold`);
process.exit(failing ? 1 : 0);
