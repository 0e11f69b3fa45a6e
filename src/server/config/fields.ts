import { z } from 'zod';

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
