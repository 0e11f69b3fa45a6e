/**
 * One tone map per status family. The word is always shown; the colour only repeats it.
 * SPEC.md §2: statement statuses Successful green, Processing yellow, anything else red;
 * tickets completed green, pending yellow, failed red, anything else grey (case-insensitive).
 */
export type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

export type StatusFamily =
  | 'transaction'
  | 'ticket'
  | 'loan'
  | 'card'
  | 'cardApplication'
  | 'deposit'
  | 'kyc'
  | 'decision'
  | 'account'
  | 'product'
  | 'case';

const DECISION: Record<string, Tone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

const FAMILIES: Record<StatusFamily, { tones: Record<string, Tone>; otherwise: Tone }> = {
  account: { tones: { active: 'success', disabled: 'danger' }, otherwise: 'neutral' },
  /** Any product row in the back office: the decision words, plus what cards and loans go on to be. */
  product: {
    tones: { ...DECISION, active: 'success', successful: 'success', repaid: 'info', frozen: 'warning' },
    otherwise: 'neutral',
  },
  transaction: { tones: { successful: 'success', processing: 'warning' }, otherwise: 'danger' },
  ticket: {
    tones: { completed: 'success', pending: 'warning', failed: 'danger', '': 'warning' },
    otherwise: 'neutral',
  },
  loan: { tones: { ...DECISION, repaid: 'info' }, otherwise: 'warning' },
  card: { tones: { active: 'success' }, otherwise: 'warning' },
  cardApplication: { tones: DECISION, otherwise: 'danger' },
  deposit: { tones: DECISION, otherwise: 'warning' },
  kyc: { tones: { ...DECISION, 'not submitted': 'neutral' }, otherwise: 'neutral' },
  decision: { tones: DECISION, otherwise: 'neutral' },
  /** Monitoring cases: open waits, investigating is worked, a SAR filed stands out from no action. */
  case: {
    tones: { open: 'warning', investigating: 'info', closed_no_action: 'success', closed_sar: 'danger' },
    otherwise: 'neutral',
  },
};

export function statusTone(family: StatusFamily, status: string | null | undefined): Tone {
  const { tones, otherwise } = FAMILIES[family];
  return tones[(status ?? '').trim().toLowerCase()] ?? otherwise;
}
