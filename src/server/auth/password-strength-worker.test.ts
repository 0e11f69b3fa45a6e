import { afterAll, describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE } from '../../shared/password-strength';
import { PasswordStrengthWorker } from './password-strength-worker';

const worker = new PasswordStrengthWorker(200);
afterAll(() => worker.stop());

describe('password strength in a worker thread', () => {
  it('scores in the worker as the pages do, many checks at once', async () => {
    const [weak, strong, named] = await Promise.all([
      worker.check('password1'),
      worker.check('Violet-Harbour-Lantern-2026'),
      worker.check('zorblaxquintessa', ['zorblax', 'quintessa']),
    ]);
    expect(weak.acceptable).toBe(false);
    expect(weak.feedback).not.toBe('');
    expect(strong.score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    expect(strong.acceptable).toBe(true);
    // The customer's own names count as guessable words.
    expect(named.acceptable).toBe(false);
    expect((await worker.check('zorblaxquintessa')).acceptable).toBe(true);
  });

  it('stops when idle, giving its memory back, and starts again on the next check', async () => {
    await worker.check('Violet-Harbour-Lantern-2026');
    expect(worker.running).toBe(true);
    await new Promise((r) => setTimeout(r, 600));
    expect(worker.running).toBe(false);
    expect((await worker.check('password1')).acceptable).toBe(false);
  });
});
