// Runs the TypeScript server in this process (so signals reach it directly), building the web app first
// when it has not been built yet.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

export async function runServer({ build = true } = {}) {
  refuseOldNode();
  if (build && !process.env.WEB_DIR && !existsSync('dist/web/index.html')) {
    console.log('Building the web app (first start only)...');
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  register();
  await import('../src/server/main.ts');
}

/**
 * `npm ci` installs the Node.js that package.json pins and every npm script runs on it; a server started some
 * other way on an older Node stops here with one line instead of failing somewhere later (docs/runtime.md).
 */
function refuseOldNode() {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const required = Number(/\d+/.exec(engines.node)?.[0]);
  if (Number(process.versions.node.split('.')[0]) >= required) return;
  console.error(
    `Vault Bank needs Node.js ${engines.node}, this is ${process.version}: start it with npm start (it runs on ` +
      'the Node.js that npm ci installs) or see docs/runtime.md.',
  );
  process.exit(1);
}
