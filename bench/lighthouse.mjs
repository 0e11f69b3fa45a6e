// `npm run bench:lighthouse`: Lighthouse 12 (its default mobile profile, simulated throttling) on `/` and
// on `/dashboard` signed in, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), against a
// fresh production build served by the real server. Prints performance, accessibility and best-practices
// scores (0–100) per page.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { adminToken, expectCall, PASSWORD, signIn } from './lib/api.mjs';
import { startServer } from './lib/server.mjs';
import { reportAgainstBaseline } from './lib/baseline.mjs';

const PORT = 3210;
const PG_PORT = 54359;
const WEB_DIR = '.tmp/bench-lighthouse-web';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Its own build, so that a `vite build` elsewhere (npm run test:e2e empties dist/web) cannot interfere.
const build = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', path.resolve(WEB_DIR), '--emptyOutDir'],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = await startServer({ name: 'lighthouse', port: PORT, pgPort: PG_PORT, env: { WEB_DIR } });
let chrome;
try {
  const token = await customerSession(server.base);
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const pages = [
    { name: '/', url: `${server.base}/`, headers: {} },
    // The session cookie as a header on every request of the page, API calls included.
    { name: '/dashboard', url: `${server.base}/dashboard`, headers: { Cookie: `vb_session=${token}` } },
  ];
  const rows = [];
  for (const page of pages) rows.push({ page: page.name, ...(await audit(chrome.port, page)) });
  printRows(rows);
  reportAgainstBaseline(
    'lighthouse',
    Object.fromEntries(
      rows.flatMap((r) =>
        ['performance', 'accessibility', 'best-practices']
          .filter((id) => typeof r[id] === 'number')
          .map((id) => [`${r.page} ${id}`, r[id]]),
      ),
    ),
  );
} finally {
  await chrome?.kill();
  await server.stop();
}

/** A customer with a little money (so the dashboard shows a transaction), signed in: the session token. */
async function customerSession(base) {
  const email = 'lighthouse@vault.test';
  const reg = await expectCall(base, '/users/register', 201, {
    method: 'POST',
    body: { firstName: 'Grace', lastName: 'Hopper', phone: '5550100', email, password: PASSWORD },
  });
  await expectCall(base, `/users/${reg.user._id}/increase-balance`, 200, {
    method: 'PUT',
    token: await adminToken(base),
    body: { amount: 2500 },
  });
  return signIn(base, email, PASSWORD);
}

async function audit(port, page) {
  const result = await lighthouse(page.url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    extraHeaders: page.headers,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A signed-out visitor would be sent back to `/`: then the scores would not be the dashboard's.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(page.url).pathname) {
    throw new Error(`${page.url} ended on ${lhr.finalDisplayedUrl}`);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id]?.score == null ? 'n/a' : Math.round(lhr.categories[id].score * 100),
    ]),
  );
  const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
  return {
    ...scores,
    metrics: [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map(metric)
      .join(' / '),
    version: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function printRows(rows) {
  const first = rows[0];
  console.log(`\nLighthouse ${first.version}, ${first.formFactor} profile, Chromium at ${CHROME_PATH}`);
  // Lighthouse's own measure of this machine's CPU speed; the performance score moves with it.
  console.log(
    `CPU benchmark index ${first.benchmarkIndex.toFixed(0)}, load average ${loadavg()[0].toFixed(2)}`,
  );
  console.log('page         performance  accessibility  best-practices   FCP / LCP / TBT / CLS');
  for (const r of rows) {
    const cells = [
      r.page.padEnd(11),
      String(r.performance).padStart(11),
      String(r.accessibility).padStart(13),
      String(r['best-practices']).padStart(14),
      ` ${r.metrics}`,
    ];
    console.log(cells.join('  '));
  }
}
