import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { SENSITIVE_ACTIONS, type SensitiveAction } from './sensitive-actions';

/*
 * The table of sensitive actions, its routes and docs/security-policy.md agree (issue 46 part 1). A new
 * route that changes something for a signed-in person fails here until it declares its sensitive action or
 * is written down below as not sensitive, with why.
 */

const t = useTestApp();

/** Changes a signed-in person may make that need no proof beyond the session, and why. */
const NOT_SENSITIVE: Record<string, string> = {
  'POST /users/logout': 'ends the session it is sent with',
  'POST /users/mfa/verify': 'is the step-up itself',
  'POST /users/mfa/passkey/options': 'starts the step-up',
  'POST /users/mfa/passkey': 'is the step-up itself',
  'POST /users/reauth': 'is the password proof itself',
  'PATCH /users/passkeys/:id': 'renames a passkey: no way in is added or removed',
  'POST /payees/check': 'reads (confirmation of payee), counted against its hourly allowance',
  'PATCH /payees/:id': 'renames a payee: its bank account cannot change',
  'DELETE /payees/:id': 'removes a way to pay, and the allowance stays with the account',
  'POST /standing-orders/:id/cancel': 'stops a payment',
  'POST /cards/:id/freeze': 'protects the customer',
  'POST /cards/applications': 'takes the fee with the PIN; the card is an administrator’s decision',
  'POST /users/avatar': 'a picture',
  'PUT /users/kyc': 'identity documents an administrator reviews',
  'PUT /users/next-of-kin': 'details an administrator reviews',
  'POST /upload': 'a cheque deposit an administrator reviews: money in',
  'POST /users/api/loans/loan-request': 'a request an administrator decides',
  'POST /users/api/loans/:id/repay': 'money to the bank, from the customer’s own account',
  'POST /tickets': 'a message to the bank',
  'POST /notifications/read': 'marks notifications read',
  'PATCH /transactions/:id/category': 'a category for the customer’s own view',
  'POST /accounts/moves': 'moves money between the customer’s own accounts: nothing leaves them',
  'POST /accounts/pots/:id/close': 'returns a pot’s balance to the customer’s own Checking',
  'POST /standing-orders/moves': 'moves between the customer’s own accounts on dates: nothing leaves them',
  'POST /users/data-exports/download':
    'the single-use token of an archive the step-up asked for, in the owner’s session only',
  'POST /disputes': 'a report the bank investigates: money comes back only by the bank’s own steps',
};

const docsTable = () => {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const text = fs.readFileSync(path.join(dir, '../../../docs/security-policy.md'), 'utf8');
  const table = text.split('<!-- sensitive-actions -->')[1]!.split('<!-- /sensitive-actions -->')[0]!;
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [name, label, proof, routes] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        name: name!.replace(/`/g, ''),
        label,
        proof: proof!.replace(/`/g, ''),
        routes: [...routes!.matchAll(/`([^`]+)`/g)].map((m) => m[1]),
      };
    });
};

describe('the table of sensitive actions', () => {
  it('every route it names exists and declares its action', () => {
    const declared = new Map(t.app.declaredRoutes.map((r) => [r.route, r.sensitive]));
    for (const [name, action] of Object.entries(SENSITIVE_ACTIONS)) {
      for (const route of action.routes) expect([route, declared.get(route)]).toEqual([route, name]);
    }
  });

  it('every route that declares an action is in the table under it', () => {
    for (const r of t.app.declaredRoutes.filter((d) => d.sensitive)) {
      const listed: readonly string[] = SENSITIVE_ACTIONS[r.sensitive as SensitiveAction].routes;
      expect([r.route, listed.includes(r.route)]).toEqual([r.route, true]);
    }
  });

  it('every change a signed-in person can make is sensitive or written down as not', () => {
    const changes = t.app.declaredRoutes.filter(
      (r) => !/^(GET|HEAD|OPTIONS) /.test(r.route) && (r.access === 'customer' || r.access === 'user'),
    );
    const unclassified = changes.filter((r) => !r.sensitive && !NOT_SENSITIVE[r.route]).map((r) => r.route);
    const stale = Object.keys(NOT_SENSITIVE).filter((k) => !changes.some((r) => r.route === k));
    expect({ unclassified, stale }).toEqual({ unclassified: [], stale: [] });
  });

  it('docs/security-policy.md shows the same table', () => {
    const fromCode = Object.entries(SENSITIVE_ACTIONS).map(([name, a]) => ({
      name,
      label: a.label,
      proof: a.proof,
      routes: [...a.routes],
    }));
    expect(docsTable()).toEqual(fromCode);
  });
});
