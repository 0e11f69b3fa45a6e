import type { z } from 'zod';
import { DomainError } from '../common/domain-error';

/**
 * Validates the text fields of a multipart form with the same strict schema the page uses: unknown
 * fields, missing ones and bad formats answer 400 with the first problem.
 */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.');
  // A missing field gets a plain sentence; every other rule carries its own customer-facing message.
  const message =
    issue?.code === 'invalid_type' && field
      ? `${field} is required.`
      : (issue?.message ?? 'Some of the information you sent is not valid.');
  throw new DomainError('invalid_input', message);
}

/** Shows no more than the last four characters, and never more than half, of an identity number. */
export function maskIdNumber(idNumber: string): string {
  const visible = Math.min(4, Math.floor(idNumber.length / 2));
  return '*'.repeat(idNumber.length - visible) + idNumber.slice(idNumber.length - visible);
}
