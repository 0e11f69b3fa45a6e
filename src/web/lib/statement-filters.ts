/** The filters of a statement, the customer's own or one an administrator looks at; empty means "any". */
export type StatementFilters = { account: string; type: string; status: string; from: string; to: string };

export const noFilters: StatementFilters = { account: '', type: '', status: '', from: '', to: '' };

export const STATEMENT_PAGE_SIZE = 20;

/** `path?limit=…&filters…&cursor=…`: one page of a statement. */
export function statementPath(path: string, filters: StatementFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(STATEMENT_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return `${path}?${params.toString()}`;
}
