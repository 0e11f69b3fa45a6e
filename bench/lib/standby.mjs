// Runs bench/lib/sync-standby.ts beside a benchmark's server and answers once the standby is synchronous.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** @returns {Promise<{ stop: () => Promise<void> }>} */
export async function startSyncStandby(dataDir, primaryPort, standbyPort) {
  const child = spawn(
    'npx',
    ['tsx', 'bench/lib/sync-standby.ts', dataDir, String(primaryPort), String(standbyPort)],
    // Its own process group: npx does not pass a signal on to tsx, so stop() signals the whole group.
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  let out = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the standby exited (${code}) before it was ready`)));
  });
  console.log(`synchronous standby streaming on port ${standbyPort}`);
  const exited = once(child, 'exit');
  return {
    stop: async () => {
      if (child.exitCode === null) {
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
    },
  };
}
