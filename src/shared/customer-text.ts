/**
 * Whether a refusal's text may be shown to a customer as it is. Our own texts (messages.ts and the
 * schemas' messages) are sentences; a library's default ("Invalid input: expected string, received
 * undefined") or a text that starts with a field path ("transfer.bankName: …") is not, and is replaced by
 * a sentence of messages.ts wherever it would be shown.
 */
const FIELD_PATH_PREFIX = /^[A-Za-z_$][\w$]*(?:[.[][\w$\]]*)*:\s+/;
const SENTENCE_END = /[.!?…)]$/u;

/** The text without a leading field path ("transfer.bankName: Bank name is required." → "Bank name is required."). */
export function withoutFieldPath(text: string): string {
  return text.replace(FIELD_PATH_PREFIX, '');
}

/** The text when it is a customer sentence, else undefined. */
export function customerSentence(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const trimmed = withoutFieldPath(text.trim());
  return trimmed && SENTENCE_END.test(trimmed) ? trimmed : undefined;
}
