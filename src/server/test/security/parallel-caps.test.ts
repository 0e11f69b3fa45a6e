import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bankSuite } from '../bank-suite';
import { PNG, sendForm, uploadCheque } from '../fixtures';
import { balanceCents, credit, PIN, setPin } from '../money-helpers';
import { customer } from '../test-app';
import { storedFileCount } from '../stored-files';

/** Per-customer caps hold when 30 requests arrive at once, and uploads stop at their own size limit. */

const s = bankSuite();

const storedFiles = () => storedFileCount(s.t.db);

/** How many rows of `table` the customer owns. */
const rowsOf = async (
  table: 'cheque_deposits' | 'payments' | 'tickets' | 'card_applications',
  userId: string,
) => (await s.t.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;

describe('caps under 30 parallel requests', () => {
  it('keeps at most 10 waiting cheques: exactly 10 are stored, the rest refused, no stray files', async () => {
    const c = await customer(s.t.app);
    const filesBefore = await storedFiles();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => {
        return uploadCheque(s.t.app, c.auth, '25');
      }),
    );
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(10);
    expect(answers.filter((a) => a.statusCode === 422).length).toBe(20);
    expect(await rowsOf('cheque_deposits', c.userId)).toBe(10);
    expect(await rowsOf('payments', c.userId)).toBe(10);
    expect((await storedFiles()) - filesBefore).toBe(10);
    expect(await balanceCents(s.t.db, c.userId)).toBe(0n);
  });

  it('keeps at most 20 open tickets', async () => {
    const c = await customer(s.t.app);
    await setPin(s.t.app, c.auth);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        s.t.app.inject({
          method: 'POST',
          url: '/tickets',
          headers: c.auth,
          payload: { ticketType: 'Other', info: `Question ${i}`, pincode: PIN },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(20);
    expect(answers.filter((a) => a.statusCode === 422).length).toBe(10);
    expect(await rowsOf('tickets', c.userId)).toBe(20);
  });

  it('keeps one pending card application per brand and charges its fee once', async () => {
    const { admin } = s;
    const c = await customer(s.t.app);
    await setPin(s.t.app, c.auth);
    await credit(s.t.app, admin.auth, c.userId, 1000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        s.t.app.inject({
          method: 'POST',
          url: '/cards/applications',
          headers: c.auth,
          payload: { account: 'Checking', pincode: PIN, brand: 'Gold Card' },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(1);
    expect(await rowsOf('card_applications', c.userId)).toBe(1);
    expect(await balanceCents(s.t.db, c.userId)).toBe(95_000n);
  });
});

describe('uploads are read against their own limit', () => {
  it('refuses a 3 MB avatar (limit 2 MB) with 413 and stores nothing', async () => {
    const c = await customer(s.t.app);
    const before = await storedFiles();
    const big = Buffer.concat([PNG, randomBytes(3 * 1024 * 1024)]);
    const res = await sendForm(s.t.app, 'POST', '/users/avatar', c.auth, {}, { avatar: { body: big } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('file_too_large');
    expect(await storedFiles()).toBe(before);
  });
});
