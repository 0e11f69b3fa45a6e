import path from 'node:path';
import { z } from 'zod';
import { optionalUrl, wholeNumber } from './fields';

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be false, a number of proxy hops in front of the app (e.g. 1) or a comma-separated ' +
  'list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1); `true` would trust an X-Forwarded-For ' +
  'set by any client';

/** The process: where it listens, what it serves, what it logs, which proxies it believes. */
export const serverSection = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeNumber(0, 65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    // Where the built browser app is served from.
    WEB_DIR: z.string().default(''),
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Which proxies may set X-Forwarded-For: a hop count or a list of addresses/CIDRs. `true` (every hop)
    // would let any client choose its IP and escape every per-IP limit, so it is refused.
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((v, ctx) => parseTrustProxy(v, ctx)),
    // Server processes on this host, sharing the port and the database (node:cluster); 1 runs no cluster.
    WEB_CONCURRENCY: wholeNumber(1, 64).default(1),
  })
  .transform((e) => ({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    /** Where the built browser app is served from; tests of the API alone leave it out. */
    webDir: path.resolve(e.WEB_DIR || 'dist/web') as string | undefined,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    /** Hop count or proxy addresses/CIDRs whose X-Forwarded-For is believed; false trusts none. */
    trustProxy: e.TRUST_PROXY,
    /** Server processes on this host (node:cluster workers) sharing the port and the database. */
    webConcurrency: e.WEB_CONCURRENCY,
  }));

function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const address = /^(?:[0-9.]+|[0-9a-f:]+)(?:\/\d{1,3})?$/i;
  if (value !== 'true' && entries.length > 0 && entries.every((e) => address.test(e))) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
}
