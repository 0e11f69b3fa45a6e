// `npm run test:faults`: the fault suite for minutes (FAULT_SECONDS, default 180), printing its counts.
import fs from 'node:fs';
import { runFaultSuite } from './fault-suite';

const seconds = Number(process.env.FAULT_SECONDS ?? 180);
const dataDir = '.tmp/faults-cli';
fs.rmSync(dataDir, { recursive: true, force: true });
const report = await runFaultSuite({
  durationMs: seconds * 1000,
  clients: 12,
  port: 3400,
  pgPort: 54379,
  dataDir,
});
console.log(`transfers acknowledged: ${report.transfers}`);
console.log(`transfers refused (insufficient funds): ${report.refused}`);
console.log(`retries after unknown outcomes: ${report.retries}`);
console.log(`consistent reads: ${report.reads}`);
console.log(
  `faults injected: ${report.connectionKills} connections killed, ${report.serverKills} server SIGKILLs`,
);
console.log(`violations: ${report.violations.length}`);
for (const v of report.violations.slice(0, 20)) console.log(`  ${v}`);
process.exit(report.violations.length === 0 ? 0 : 1);
