import { z } from 'zod';
import { parseHostList } from '../db/primary-hosts';

/**
 * Pieces the configuration sections share. An environment variable is a string or absent; an empty
 * string counts as absent wherever a value is optional, as it did in every shell script that exported one.
 */

/** A URL, or nothing when unset or blank. */
export const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.string().url().optional());

/**
 * A PostgreSQL URL, or nothing when unset or blank. Several hosts are allowed, as libpq, managed services and
 * pg_auto_failover publish a replicated database (`postgres://u:p@h1:5432,h2:5432/db?target_session_attrs=read-write`),
 * which the WHATWG URL parser refuses: each host must read, and the URL on the first host must be a URL.
 */
export const optionalDatabaseUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isDatabaseUrl(v), { message: 'Invalid URL' });

function isDatabaseUrl(v: string): boolean {
  if (!/^postgres(ql)?:\/\//.test(v)) return URL.canParse(v);
  try {
    return URL.canParse(parseHostList(v)?.url ?? v);
  } catch {
    return false;
  }
}

/** Trimmed text, or nothing when unset or blank. */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A whole number of at least `min` (and at most `max`, when given); the environment gives it as text. */
export const wholeNumber = (min: number, max?: number) => {
  const atLeast = z.coerce.number().int().min(min);
  return max === undefined ? atLeast : atLeast.max(max);
};

/** `true` or `false`, as text. */
export const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

export const PIN_KEY_HOW = 'generate one with `openssl rand -hex 32`';
