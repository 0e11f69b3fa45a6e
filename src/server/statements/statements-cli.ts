// `npm run statements -- [--as-of 2027-01-01T06:00:00Z] [--email customer@example.com]`
// Runs the monthly statement job now, as the hourly job would at that moment (default: now): after an
// outage, or to issue one customer's statements at once. Idempotent, like the job: what was issued is
// not issued again. Mail is queued; the running server's worker sends it.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { findUserByEmail } from '../users/users-repository';
import { statementJobDeps } from './statements-jobs';
import { runMonthlyStatements } from './statements-service';

const { values } = parseArgs({ options: { 'as-of': { type: 'string' }, email: { type: 'string' } } });
const asOf = values['as-of'] ? new Date(values['as-of']) : new Date();
if (Number.isNaN(asOf.getTime())) {
  console.error('Usage: npm run statements -- [--as-of <ISO date-time>] [--email <customer e-mail>]');
  process.exit(2);
}
const config = loadConfig(process.env, { needsPinKey: false });
const database = await openDatabase(config, () => {});
try {
  const user = values.email ? await findUserByEmail(database.db, values.email) : undefined;
  if (values.email && !user) {
    console.error(`No customer with the e-mail ${values.email}.`);
    process.exitCode = 1;
  } else {
    const deps = statementJobDeps(database.db, config);
    const result = await runMonthlyStatements(deps, asOf, user ? { userId: user.id } : undefined);
    console.log(
      `Statements through ${result.month}: ${result.statements} issued to ${result.customers} customers.`,
    );
  }
} finally {
  await database.close();
}
