import type { z } from 'zod';
import { customerSentence } from '../../shared/customer-text';
import { messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';

/**
 * Validates the text fields of a multipart form with the same strict schema the page uses: unknown
 * fields, missing ones and bad formats answer 400 with the first problem.
 */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // A missing field gets a plain sentence (never its field name); every other rule carries its own.
  const message =
    issue?.code === 'invalid_type'
      ? messages.payments.fieldRequired
      : (customerSentence(issue?.message) ?? messages.generic.invalidInput);
  throw new DomainError('invalid_input', message);
}

/** Shows no more than the last four characters, and never more than half, of an identity number. */
export function maskIdNumber(idNumber: string): string {
  const visible = Math.min(4, Math.floor(idNumber.length / 2));
  return '*'.repeat(idNumber.length - visible) + idNumber.slice(idNumber.length - visible);
}
