import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { verifyLedger } from '../ledger/verify-ledger';
import { accountsOf, adminSession, credit, PIN, setPin } from './money-helpers';
import { createTestApp, customer, type TestApp } from './test-app';

type Suite = { t: TestApp; admin: Awaited<ReturnType<typeof adminSession>> };

/**
 * The common start of a money test file: the real app on a fresh database with `env`, an administrator,
 * and `verifyLedger()` when the file is done (after every test with `checkEach`, which may add checks of its
 * own). Read `t` and `admin` inside tests (they exist from `beforeAll`).
 */
export function bankSuite(
  env: Record<string, string> = {},
  checkEach?: (t: TestApp) => Promise<void>,
): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.t = await createTestApp(env);
    suite.admin = await adminSession(suite.t.app, suite.t.db);
  });
  if (checkEach) {
    afterEach(async () => {
      expect(await verifyLedger(suite.t.db)).toEqual([]);
      await checkEach(suite.t);
    });
  }
  afterAll(async () => {
    expect(await verifyLedger(suite.t.db)).toEqual([]);
    await suite.t.close();
  });
  return suite;
}

/** A signed-in customer with a PIN and, when `amount` > 0, that many dollars credited by the administrator. */
export async function fundedCustomer(s: Suite, amount: number, firstName = 'Ada', lastName = 'Lovelace') {
  const c = await customer(s.t.app, { firstName, lastName });
  await setPin(s.t.app, c.auth);
  if (amount > 0) await credit(s.t.app, s.admin.auth, c.userId, amount);
  return { ...c, ...(await accountsOf(s.t.app, c.auth)) };
}

/** A local transfer inside the bank from the payer's Checking to `to`, confirmed with the test PIN. */
export function payLocal(
  s: Suite,
  auth: Record<string, string>,
  to: { accountNumber: string; name: string },
  amount: number,
  details?: string,
) {
  return s.t.app.inject({
    method: 'POST',
    url: '/transfers/local',
    headers: auth,
    payload: {
      amount,
      paymentAccount: 'Account 1',
      bankName: 'Vault Bank',
      accountNumber: to.accountNumber,
      accountName: to.name,
      pincode: PIN,
      ...(details ? { details } : {}),
    },
  });
}
