import { randomInt } from 'node:crypto';

/** Years a newly issued card is valid for. */
export const CARD_VALIDITY_YEARS = 4;

/**
 * What the bank keeps of an issued card: four random digits and the expiry. The card processor that would
 * hold the full number and CVV is outside this system, so neither is ever generated here.
 */
export function newCardDetails(now = new Date()) {
  return {
    last4: randomInt(0, 10_000).toString().padStart(4, '0'),
    expiryMonth: now.getUTCMonth() + 1,
    expiryYear: now.getUTCFullYear() + CARD_VALIDITY_YEARS,
  };
}
