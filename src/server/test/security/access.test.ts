import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { balanceCents, germanBeneficiary, PIN } from '../money-helpers';
import { snapshot } from './fingerprint';
import { useWorld } from './world-test-helpers';

/** Another customer's objects by id: 404 with nothing of theirs in the answer, and nothing changed. */

const { t, w } = useWorld();

const NOT_FOUND = { message: messages.generic.notFound, code: 'not_found' };

/** Bob's readable things; Bob himself gets each of them (so the ids are real), Alice gets 404. */
function bobsUrls(): [string, string][] {
  const b = w.bob;
  return [
    ['payment', `/transactions/${b.paymentId}`],
    ['loan', `/users/api/loans/${b.loanId}`],
    ['ticket', `/tickets/${b.ticketId}`],
    ['cheque image', `/deposits/${b.depositId}/image`],
    ['activities', `/users/${b.userId}`],
    ['KYC idFront', `/users/kyc/documents/idFront?userId=${b.userId}`],
    ['KYC idBack', `/users/kyc/documents/idBack?userId=${b.userId}`],
    ['KYC proof', `/users/kyc/documents/proofOfAddress?userId=${b.userId}`],
    ['next of kin idFront', `/users/next-of-kin/documents/idFront?userId=${b.userId}`],
    ['next of kin idBack', `/users/next-of-kin/documents/idBack?userId=${b.userId}`],
    ['avatar', `/users/avatar/${b.userId}`],
  ];
}

function expectNothingOfBob(body: string) {
  for (const secret of [
    w.bob.email,
    w.bob.checking.accountNumber,
    w.bob.savings.accountNumber,
    'Bob needs help',
  ]) {
    expect(body).not.toContain(secret);
  }
}

describe("another customer's objects by id", () => {
  it('answers 404 to every read of them, leaking nothing, while their owner reads them', async () => {
    for (const [name, url] of bobsUrls()) {
      const own = await t.app.inject({ url, headers: w.bob.auth });
      expect(own.statusCode, `${name} as owner: ${own.body}`).toBe(200);
      const other = await t.app.inject({ url, headers: w.alice.auth });
      expect(other.statusCode, `${name} as another customer`).toBe(404);
      expect(other.json(), name).toEqual(NOT_FOUND);
    }
  });

  it("answers 404 to Bob's KYC submission id and ticket list asked for by Alice", async () => {
    const url = `/users/kyc/documents/idFront?submissionId=${w.bob.kycSubmissionId}`;
    expect((await t.app.inject({ url, headers: w.alice.auth })).statusCode).toBe(404);
    const tickets = await t.app.inject({ url: `/tickets?userId=${w.bob.userId}`, headers: w.alice.auth });
    expect(tickets.statusCode).toBe(200);
    expect(tickets.json()).toEqual([]);
  });

  it('lists only the caller’s own accounts, payments and loans', async () => {
    const accounts = (await t.app.inject({ url: '/accounts', headers: w.alice.auth })).json();
    expect(accounts.map((a: { _id: string }) => a._id).sort()).toEqual(
      [w.alice.checking._id, w.alice.savings._id].sort(),
    );
    for (const url of ['/accounts', '/transactions', '/users/api/loans', '/cards', '/deposits', '/tickets']) {
      const res = await t.app.inject({ url, headers: w.alice.auth });
      expect(res.statusCode, url).toBe(200);
      expectNothingOfBob(res.body);
      for (const id of [w.bob.paymentId, w.bob.loanId, w.bob.cardId, w.bob.depositId, w.bob.ticketId]) {
        expect(res.body, url).not.toContain(id);
      }
    }
    const statement = await t.app.inject({
      url: `/transactions?account=${w.bob.checking._id}`,
      headers: w.alice.auth,
    });
    expect(statement.statusCode).toBe(404);
    expectNothingOfBob(statement.body);
  });

  it("refuses to freeze, unfreeze or repay Bob's card and loan, changing nothing", async () => {
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: w.alice.auth, payload });
    for (const action of ['freeze', 'unfreeze']) {
      const res = await post(`/cards/${w.bob.cardId}/${action}`, {});
      expect(res.statusCode, action).toBe(404);
      expectNothingOfBob(res.body);
    }
    const repay = await post(`/users/api/loans/${w.bob.loanId}/repay`, {
      amount: 10,
      account: 'Checking',
      pincode: PIN,
    });
    expect(repay.statusCode).toBe(404);
    expectNothingOfBob(repay.body);
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
    const cards = (await t.app.inject({ url: '/cards', headers: w.bob.auth })).json();
    expect(cards.cards[0]).toMatchObject({ _id: w.bob.cardId, status: 'Active' });
    // The same call by the owner does change the snapshot: the comparison above can fail.
    const own = await t.app.inject({
      method: 'POST',
      url: `/cards/${w.bob.cardId}/freeze`,
      headers: w.bob.auth,
      payload: {},
    });
    expect(own.statusCode).toBe(200);
    expect((await snapshot(t.ownerDb, t.config.dataDir)).tables.cards).not.toBe(before.tables.cards);
  });

  it("refuses Bob's account ids in Alice's loan, card and repayment forms", async () => {
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: w.alice.auth, payload });
    const loan = await post('/users/api/loans/loan-request', {
      amount: 100,
      account: w.bob.checking._id,
      type: 'Personal Loan',
      duration: '6 Months',
      repayment: 'Monthly',
      details: 'Using Bob',
      pincode: PIN,
    });
    expect(loan.statusCode).toBe(404);
    const card = await post('/cards/applications', { account: w.bob.savings._id, pincode: PIN });
    expect(card.statusCode).toBe(404);
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
  });
});

describe('a transfer from an account that is not yours', () => {
  it('is refused (404 account_not_found) for both accounts and both kinds, and no balance moves', async () => {
    const before = await snapshot(t.ownerDb, t.config.dataDir);
    const balances = async () =>
      Promise.all([
        balanceCents(t.db, w.alice.userId),
        balanceCents(t.db, w.alice.userId, 'savings'),
        balanceCents(t.db, w.bob.userId),
        balanceCents(t.db, w.bob.userId, 'savings'),
      ]);
    const start = await balances();
    for (const from of [w.bob.checking._id, w.bob.savings._id]) {
      const local = await t.app.inject({
        method: 'POST',
        url: '/transfers/local',
        headers: w.alice.auth,
        payload: {
          amount: 100,
          paymentAccount: from,
          bankName: 'Vault Bank',
          accountNumber: w.alice.savings.accountNumber,
          accountName: `${w.alice.firstName} ${w.alice.lastName}`,
          pincode: PIN,
        },
      });
      expect(local.statusCode, local.body).toBe(404);
      expect(local.json().code).toBe('account_not_found');
      const wire = await t.app.inject({
        method: 'POST',
        url: '/transfers/international',
        headers: w.alice.auth,
        payload: {
          amount: 100,
          paymentAccount: from,
          ...germanBeneficiary,
          pincode: PIN,
        },
      });
      expect(wire.statusCode, wire.body).toBe(404);
      expect(wire.json().code).toBe('account_not_found');
    }
    expect(await balances()).toEqual(start);
    expect(await snapshot(t.ownerDb, t.config.dataDir)).toEqual(before);
  });
});
