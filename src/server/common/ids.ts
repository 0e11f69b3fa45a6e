const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid: ids from the URL are checked before a query, so a malformed one is "not found". */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
