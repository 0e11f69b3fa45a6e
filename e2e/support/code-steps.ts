import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeAtStep, nextUnusedStep } from '../../src/server/test/totp-helpers';
import { OUTPUT_DIR } from './users';

/*
 * The server takes each 30 s step of an authenticator code once per user, and only a step newer than the last
 * one taken (src/server/mfa/mfa-service.ts); a refused code counts towards the lock after five. The workers of
 * a run sign the same administrators in (the seeded one above all), so the steps they use are kept in one file
 * per key in the run's output folder, and a code is chosen and entered under a lock shared by the workers:
 * codes reach the server in the order they were chosen, and no step is offered twice.
 */

const DIR = path.resolve(OUTPUT_DIR, 'authenticator-steps');
/** A lock older than this was left by a worker that stopped while holding it (a hold is at most ~35 s). */
const STALE_LOCK_MS = 90_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keyOf = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 16);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the lock's holder is gone (its process ended) or has held it for far too long. */
function abandoned(lock: string): boolean {
  try {
    const pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
    if (pid && pid !== process.pid && !alive(pid)) return true;
    return Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS;
  } catch {
    // Between mkdir and the pid file, or already released: not abandoned.
    return false;
  }
}

/** Runs `work` holding the lock of `secret` across every worker of the run. */
export async function withCodeLock<T>(secret: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(DIR, { recursive: true });
  const lock = path.join(DIR, `${keyOf(secret)}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (abandoned(lock)) rmSync(lock, { recursive: true, force: true });
      else await sleep(100);
    }
  }
  writeFileSync(path.join(lock, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A code for `secret` of a step no worker of this run used before (the rule of `nextUnusedStep`, with the
 * last step kept in the key's file). Call it holding `withCodeLock(secret, ...)`, and enter the code before
 * letting the lock go.
 */
export async function unusedSharedCodeOf(secret: string): Promise<string> {
  const file = path.join(DIR, `${keyOf(secret)}.step`);
  let last = 0;
  try {
    last = Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    // No code of this key used yet in this run.
  }
  const step = await nextUnusedStep(last);
  writeFileSync(file, String(step));
  return codeAtStep(secret, step);
}
