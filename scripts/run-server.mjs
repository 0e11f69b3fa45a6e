// Runs the TypeScript server in this process (so signals reach it directly), building the web app first
// when it has not been built yet.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

export async function runServer({ build = true } = {}) {
  if (build && !process.env.WEB_DIR && !existsSync('dist/web/index.html')) {
    console.log('Building the web app (first start only)...');
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  register();
  await import('../src/server/main.ts');
}
