// Prints the functions with the most self time in a V8 .cpuprofile: `node bench/lib/top-functions.mjs FILE`.
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const self = new Map();
const dt = profile.timeDeltas;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
profile.samples.forEach((id, i) => {
  const n = byId.get(id);
  const { functionName, url, lineNumber } = n.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/src\//, 'src/')}:${lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
for (const [k, us] of [...self.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.argv[3] ?? 25))) {
  console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`);
}
