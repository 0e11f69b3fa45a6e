/** `05/30`: the month and two-digit year printed on a card. */
export function expiryText(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** The expiry a card issued today would carry (issued cards are valid four years). */
export function sampleExpiry(now = new Date()): string {
  return expiryText(now.getMonth() + 1, now.getFullYear() + 4);
}
