/*
 * PostgreSQL cannot store a NUL character in text, nor a lone UTF-16 surrogate in JSON (both arrive
 * through JSON escapes such as "\u0000" and "\ud800"). Left alone they reach the database and fail
 * there as a 500; no person types them, so any request text holding one is refused up front with a 400.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => unstorable(key) || hasUnstorableText(item, depth + 1));
}
