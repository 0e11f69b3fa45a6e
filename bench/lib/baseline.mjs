// The regression benchmarks' committed previous run: bench/baseline.json holds, per benchmark, the figures
// of the last run that was committed and where they came from. Each benchmark ends by printing its figures
// beside those and the ratio of each (now ÷ before); BENCH_SAVE_BASELINE=1 writes this run's figures in
// their place, to be committed with the change they measure.
import { readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('../baseline.json', import.meta.url);

/** `figures`: name → number, in the order they should print. */
export function reportAgainstBaseline(bench, figures) {
  const all = JSON.parse(readFileSync(FILE, 'utf8'));
  const before = all[bench];
  console.log(`\nagainst the committed previous run (bench/baseline.json: ${before?.run ?? 'none yet'})`);
  console.log(`${'figure'.padEnd(40)} ${'now'.padStart(10)} ${'before'.padStart(10)}  ratio`);
  for (const [name, value] of Object.entries(figures)) {
    const previous = before?.figures?.[name];
    const ratio = typeof previous === 'number' && previous !== 0 ? (value / previous).toFixed(2) : '—';
    console.log(
      `${name.padEnd(40)} ${format(value).padStart(10)} ${(previous === undefined ? '—' : format(previous)).padStart(10)}  ${ratio}`,
    );
  }
  if (process.env.BENCH_SAVE_BASELINE === '1') {
    const run = `${new Date().toISOString().slice(0, 10)}, saved by BENCH_SAVE_BASELINE=1`;
    all[bench] = { run, figures: rounded(figures) };
    writeFileSync(FILE, `${JSON.stringify(all, null, 2)}\n`);
    console.log('saved as the new baseline: commit bench/baseline.json with the change it measures');
  }
}

function format(value) {
  if (Number.isInteger(value) || Math.abs(value) >= 100) return value.toFixed(0);
  return value.toFixed(2);
}

function rounded(figures) {
  return Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, Math.round(v * 100) / 100]));
}
