import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Node 24 sizes V8's young generation from the heap limit: 32 MB semi-spaces where Node 20 had 16, which
// put the server's peak RSS under bench:transfers over its 250 MB target (bench/HISTORY.md). `npm start`
// gives the server Node 20's size back.
const root = path.join(__dirname, '../..');
const startFlags = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(' ')
  .filter((word) => word.startsWith('--'));

/** The largest new space a process with these flags reaches while it allocates short-lived objects. */
function peakNewSpaceMb(flags: string[]): number {
  const program = `const v8 = require('node:v8'); let keep = [], max = 0;
    for (let i = 0; i < 4e6; i++) {
      keep.push({ i, s: 'x' + i }); if (keep.length > 20000) keep = [];
      if (i % 10000 === 0) max = Math.max(max, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
    }
    console.log(max / 1048576);`;
  const run = spawnSync(process.execPath, [...flags, '-e', program], { encoding: 'utf8' });
  return Number(run.stdout.trim());
}

describe('the server’s young generation', () => {
  it('is held to 16 MB semi-spaces by npm start, half of what Node 24 would take', () => {
    expect(startFlags).toContain('--max-semi-space-size=16');
    const held = peakNewSpaceMb(startFlags);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(32);
    expect(peakNewSpaceMb([])).toBeGreaterThan(held);
  });
});
