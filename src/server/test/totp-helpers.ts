import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret`, `offsetSteps` 30 s steps from now. */
export const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** Turns two-step sign-in on for the signed-in caller of `auth`, as the Security page does. */
export async function enrolTotp(app: FastifyInstance, auth: Record<string, string>) {
  const setup = await app.inject({ method: 'POST', url: '/users/mfa/totp/setup', headers: auth });
  if (setup.statusCode !== 200) throw new Error(`totp setup failed: ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await app.inject({
    method: 'POST',
    url: '/users/mfa/totp/enable',
    headers: auth,
    payload: { code: codeOf(secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`totp enable failed: ${enable.body}`);
  return { secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}

const STEP_MS = 30_000;

/**
 * The first 30 s step after `lastStep` that the server will take now: it takes a step once, and accepts
 * the one after the current too, so two codes in one step are still fine; a third waits for the next step.
 */
export async function nextUnusedStep(lastStep: number): Promise<number> {
  const nowStep = Math.floor(Date.now() / STEP_MS);
  let step = Math.max(nowStep, lastStep + 1);
  if (step > nowStep + 1) {
    await new Promise((resolve) => setTimeout(resolve, (nowStep + 1) * STEP_MS - Date.now() + 50));
    step = Math.max(Math.floor(Date.now() / STEP_MS), step);
  }
  return step;
}

/** The code an authenticator app shows for `secret` during `step`. */
export const codeAtStep = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * STEP_MS + 1 });

const lastStepOf = new Map<string, number>();

/** A code for `secret` whose 30 s step was not used before in this test file. */
export async function unusedCodeOf(secret: string): Promise<string> {
  const step = await nextUnusedStep(lastStepOf.get(secret) ?? 0);
  lastStepOf.set(secret, step);
  return codeAtStep(secret, step);
}
