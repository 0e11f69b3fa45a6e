import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodError, ZodType } from 'zod';

/*
 * The forms are checked with the very schema the server uses. The PIN is asked for later, in the
 * confirmation step, so a well-formed stand-in fills its place here and is never sent.
 */
const STAND_IN_PIN = '0000';

type Issue = ZodError['issues'][number];

export type IssueField = (issue: Issue) => string;

const firstPathPart: IssueField = (issue) => String(issue.path[0] ?? 'root');

/** A react-hook-form resolver over a shared transfer schema; submitted values stay the typed text. */
export function transferResolver<T extends FieldValues>(
  schema: ZodType,
  fieldOf: IssueField = firstPathPart,
): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync({ ...values, pincode: STAND_IN_PIN });
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
