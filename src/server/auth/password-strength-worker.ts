import { Worker } from 'node:worker_threads';
import type { PasswordStrength } from '../../shared/password-strength';
import type { StrengthRequest } from './password-strength-thread';

type Pending = { resolve: (s: PasswordStrength) => void; reject: (e: unknown) => void };

/**
 * Password strength checked in a worker thread started on demand and stopped when idle. zxcvbn's
 * dictionaries cost tens of MB once built (bench/HISTORY.md); in the server's own heap they would stay for the life of the
 * process though passwords are checked only at registration, change and reset. A stopped worker gives
 * that memory back; the next check pays about half a second to start one again.
 */
export class PasswordStrengthWorker {
  private worker: Worker | undefined;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly idleMs = 30_000) {}

  check(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
    const worker = this.start();
    clearTimeout(this.idleTimer);
    const id = this.nextId++;
    return new Promise<PasswordStrength>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, password, userInputs } satisfies StrengthRequest);
    });
  }

  get running(): boolean {
    return this.worker !== undefined;
  }

  async stop(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./password-strength-boot.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (m: { id: number; strength: PasswordStrength }) => {
      this.pending.get(m.id)?.resolve(m.strength);
      this.pending.delete(m.id);
      if (this.pending.size === 0) this.scheduleStop();
    });
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', () => this.fail(worker, new Error('the password-strength worker stopped')));
    this.worker = worker;
    return worker;
  }

  private scheduleStop(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.stop(), this.idleMs);
    this.idleTimer.unref();
  }

  /**
   * A worker that failed or stopped answers nothing more: its callers get the error, the next starts anew.
   * A worker already replaced (stopped when idle, then a new check started another before its exit) has no
   * callers left, and the pending checks are the new worker's.
   */
  private fail(worker: Worker, err: unknown): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }
}
