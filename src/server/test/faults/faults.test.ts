import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runFaultSuite } from './fault-suite';

const dataDir = `.tmp/faults-test-${process.pid}`;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the fault suite (short form; npm run test:faults runs it for minutes)', () => {
  it('keeps the books exact while connections and the server are killed', async () => {
    const report = await runFaultSuite({
      durationMs: 12_000,
      clients: 6,
      port: 3410 + (process.pid % 50),
      pgPort: 54400 + (process.pid % 50),
      dataDir,
    });
    expect(report.violations).toEqual([]);
    expect(report.transfers).toBeGreaterThan(20);
    expect(report.serverKills + report.connectionKills).toBeGreaterThan(2);
    expect(report.serverKills).toBeGreaterThan(0);
  }, 180_000);
});
