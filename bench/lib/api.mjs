// The JSON API as the benchmarks use it: Node's fetch (undici, keep-alive), bearer tokens, and the
// preparation of funded customers with a PIN.
import { Secret, TOTP } from 'otpauth';
import { ADMIN } from './server.mjs';

export const PIN = '1234';
export const PASSWORD = 'Bench-Pass-1234';

/**
 * One call; never throws on an HTTP status (the caller counts them), only on a network error.
 * @returns {Promise<{ status: number, json: any }>}
 */
export async function call(base, path, { method = 'GET', token, body, headers = {} } = {}) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

/** A call that must answer `status`, else the benchmark stops with the answer. */
export async function expectCall(base, path, status, options) {
  const res = await call(base, path, options);
  if (res.status !== status) {
    throw new Error(
      `${options?.method ?? 'GET'} ${path} answered ${res.status}: ${JSON.stringify(res.json)}`,
    );
  }
  return res.json;
}

export async function signIn(base, email, password) {
  return (await expectCall(base, '/users/login', 200, { method: 'POST', body: { email, password } })).token;
}

const adminTokens = new Map();

/** The administrator's session on `base`: password, then a code of their key (once per server: a code works once). */
export function adminToken(base) {
  if (!adminTokens.has(base)) {
    adminTokens.set(
      base,
      (async () => {
        const body = { email: ADMIN.email, password: ADMIN.password };
        const { mfaToken } = await expectCall(base, '/users/login', 200, { method: 'POST', body });
        const code = new TOTP({ secret: Secret.fromBase32(ADMIN.totpSecret) }).generate();
        const answer = await expectCall(base, '/users/login/mfa', 200, {
          method: 'POST',
          body: { mfaToken, code },
        });
        return answer.token;
      })(),
    );
  }
  return adminTokens.get(base);
}

/**
 * Registers `count` customers, sets their PIN and credits each one's Checking with `dollars` (a number,
 * or a function of the customer's index; at most the four-eyes threshold, else the credit would wait for
 * a second administrator).
 * @returns {Promise<{ id: string, email: string, token: string, name: string, number: string }[]>}
 */
export async function prepareCustomers(base, count, { dollars = 100000, tag = 'bench' } = {}) {
  const admin = await adminToken(base);
  const list = [];
  for (let i = 0; i < count; i++) {
    const email = `${tag}${i}@vault.test`;
    const reg = await expectCall(base, '/users/register', 201, {
      method: 'POST',
      body: { firstName: 'Bench', lastName: `User${i}`, phone: '5550100', email, password: PASSWORD },
    });
    const token = await signIn(base, email, PASSWORD);
    await expectCall(base, '/users/api/auth/change-pin', 200, {
      method: 'POST',
      token,
      body: { newPin: PIN },
    });
    await expectCall(base, `/users/${reg.user._id}/increase-balance`, 200, {
      method: 'PUT',
      token: admin,
      body: { amount: typeof dollars === 'function' ? dollars(i) : dollars },
    });
    const accounts = await expectCall(base, '/accounts', 200, { token });
    const checking = accounts.find((a) => a.name === 'Checking');
    list.push({ id: reg.user._id, email, token, name: `Bench User${i}`, number: checking.accountNumber });
  }
  return list;
}

/** The q-quantile of ascending numbers. */
export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * Waits until the password-strength worker that the sign-ups started has stopped (30 s after the last
 * check): its dictionaries (about 100 MB) belong to sign-ups, not to the path being measured, and would
 * otherwise count in the peak RSS. `BENCH_KEEP_SIGNUP_MEMORY=1` measures with them.
 */
export async function afterSignUpsSettle() {
  if (process.env.BENCH_KEEP_SIGNUP_MEMORY === '1') return;
  console.log('waiting 31 s for the sign-ups’ password-strength worker to stop...');
  await new Promise((resolve) => setTimeout(resolve, 31_000));
}
