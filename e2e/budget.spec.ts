import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/*
 * The front-end budget, measured on the build itself (`npm run test:e2e` runs `vite build` first):
 * what `/` loads before anything else may be at most 150 KB of gzipped JavaScript, and no chunk loaded
 * later (a route's lazy chunk or a piece shared by some routes) may be above 100 KB. The browser-level
 * check in layout.spec.ts measures what `/` really fetched; this one covers every chunk, visited or not.
 */

const WEB_DIR = process.env.WEB_DIR ?? 'dist/web';
const ASSETS = path.join(WEB_DIR, 'assets');
const INITIAL_BUDGET = 150 * 1024;
const CHUNK_BUDGET = 100 * 1024;
/*
 * zxcvbn's word lists (vite.config.ts names their chunk): data, not code, fetched only after a keystroke in
 * a new-password field (register, change, reset) so the meter gives the server's own feedback. They have a
 * budget of their own so that growth is still caught.
 */
const DICTIONARY_CHUNK = /^password-dictionary-[\w-]+\.js$/;
const DICTIONARY_BUDGET = 900 * 1024;
// The chunk of the `/` route (src/web/features/auth/login-page.tsx); the router loads it at once.
const HOME_ROUTE_CHUNK = /^login-page-[\w-]+\.js$/;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function gzipped(file: string): number {
  return gzipSync(readFileSync(path.join(ASSETS, file)), { level: 9 }).length;
}

/** `/assets/x.js` in index.html → `x.js`; only our own assets. */
function assetName(url: string): string {
  if (!url.startsWith('/assets/')) throw new Error(`Unexpected script outside /assets: ${url}`);
  return url.slice('/assets/'.length);
}

/** The entry script and the modulepreload links of index.html. */
function scriptsOfIndex(): string[] {
  const html = readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  expect(entries, 'index.html has one module entry script').toHaveLength(1);
  return [...entries, ...preloads].map(assetName);
}

/**
 * The static imports of a chunk (`import{a as b}from"./x.js"`, `import"./x.js"`): the browser fetches
 * them before the chunk runs. Dynamic `import(...)` is left out: that is a lazy chunk.
 */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(ASSETS, file), 'utf8');
  const found = [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])\.\/([^"'/]+\.js)\1/g)];
  return found.map((m) => m[2]!).filter((name) => existsSync(path.join(ASSETS, name)));
}

/** The files and every file they statically import, transitively. */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

function table(files: Iterable<string>): string {
  return [...files]
    .map((file) => ({ file, size: gzipped(file) }))
    .sort((a, b) => b.size - a.size)
    .map(({ file, size }) => `  ${kb(size).padStart(9)}  ${file}`)
    .join('\n');
}

test('the JavaScript of `/` fits in 150 KB gzipped and every later chunk in 100 KB', () => {
  expect(existsSync(path.join(WEB_DIR, 'index.html')), `no build in ${WEB_DIR}: run vite build`).toBe(true);
  const all = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
  const homeChunks = all.filter((name) => HOME_ROUTE_CHUNK.test(name));
  expect(homeChunks, 'the `/` route has its own lazy chunk').toHaveLength(1);

  const beforeRender = closure(scriptsOfIndex());
  const initial = closure([...beforeRender, ...homeChunks]);
  const initialBytes = [...initial].reduce((sum, file) => sum + gzipped(file), 0);
  const later = all.filter((name) => !initial.has(name));
  const budgetOf = (name: string) => (DICTIONARY_CHUNK.test(name) ? DICTIONARY_BUDGET : CHUNK_BUDGET);
  const oversized = later.filter((name) => gzipped(name) > budgetOf(name));

  const entryBytes = [...beforeRender].reduce((sum, file) => sum + gzipped(file), 0);
  console.log(`JavaScript loaded by / (gzip -9): ${kb(initialBytes)} of ${kb(INITIAL_BUDGET)}`);
  console.log(`  (entry script and its static imports ${kb(entryBytes)}, the rest is the / route's chunk)`);
  console.log(table(initial));
  console.log(`${later.length} chunks loaded later, budget ${kb(CHUNK_BUDGET)} each; the largest:`);
  console.log(table(later).split('\n').slice(0, 8).join('\n'));

  expect(initialBytes, [...initial].join(', ')).toBeLessThanOrEqual(INITIAL_BUDGET);
  expect(
    [...initial].filter((name) => DICTIONARY_CHUNK.test(name)),
    'no dictionary before a keystroke',
  ).toEqual([]);
  expect(oversized, 'chunks over 100 KB gzipped').toEqual([]);
});
