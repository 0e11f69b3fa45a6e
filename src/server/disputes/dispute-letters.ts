import { formatCents } from '../../shared/money';
import { disputeMessages } from '../../shared/financial-crime-messages';
import type { DisputeLetterKind, DisputeReason } from '../../shared/schemas/disputes';
import { MARGIN, drawLetterhead, finish, newPdf, type Pdf } from '../statement/pdf-document';

/*
 * The letters of a dispute (docs/disputes.md), one page each, made with the statements' PDF kit (embedded
 * fonts, the letterhead): the acknowledgement, the provisional credit, and the decision, which in the
 * case of a reversal is also its notice (Regulation E §1005.11(d)(2)). Each is stored as it was sent.
 */

export type LetterInput = {
  bankName: string;
  customerName: string;
  reference: string;
  paymentReference: string;
  paymentDay: string;
  reason: DisputeReason;
  amountCents: bigint;
  /** The bank's day the letter is written. */
  day: string;
  provisionalDueOn: string;
  decisionDueOn: string;
  extendedBecause: 'new_account' | 'international' | null;
  note?: string | null;
  reversalDueOn?: string | null;
  /** A decision: whether it is in the customer's favour. */
  inFavour?: boolean;
  /** The decision in the customer's favour moved money now (no provisional credit had been posted). */
  creditedNow?: boolean;
};

/** The sentences of each letter after its facts; kept here so the tests read the same words. */
export const letterText = {
  acknowledgement: (i: LetterInput) => [
    `We received your report ${i.reference} about payment ${i.paymentReference} on ${i.day}.`,
    `If we have not resolved it by ${i.provisionalDueOn}, we will credit ${formatCents(i.amountCents)} to your account provisionally while we investigate.`,
    `We will tell you our decision by ${i.decisionDueOn}${i.extendedBecause ? ` (${i.extendedBecause === 'international' ? 'an international transfer' : 'a new account'} gives us 90 business days)` : ''}.`,
  ],
  provisional_credit: (i: LetterInput) => [
    `We have credited ${formatCents(i.amountCents)} to your account provisionally on ${i.day} while we investigate ${i.reference}.`,
    `You may use this money. If we find no error we will tell you in writing before we take it back.`,
    `We will tell you our decision by ${i.decisionDueOn}.`,
  ],
  decision: (i: LetterInput) =>
    i.inFavour
      ? [
          `We have decided your report ${i.reference} on ${i.day}: we found an error.`,
          i.creditedNow
            ? `We have credited ${formatCents(i.amountCents)} to your account; it is yours to keep.`
            : `The provisional credit of ${formatCents(i.amountCents)} is final; it is yours to keep.`,
          `Our reasons: ${i.note ?? ''}`,
        ]
      : [
          `We have decided your report ${i.reference} on ${i.day}: we found no error in payment ${i.paymentReference}.`,
          `Our reasons: ${i.note ?? ''}`,
          'You may ask for the documents we relied on.',
        ],
  reversal_notice: (i: LetterInput) => [
    `We have decided your report ${i.reference} on ${i.day}: we found no error in payment ${i.paymentReference}.`,
    `The provisional credit of ${formatCents(i.amountCents)} will be taken back from your account on ${i.reversalDueOn}, not before.`,
    `Until then we will honour payments from your account up to that amount as if the credit stayed.`,
    `Our reasons: ${i.note ?? ''}`,
    'You may ask for the documents we relied on.',
  ],
};

function facts(doc: Pdf, lines: Array<[string, string]>) {
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font('bold').text(label, MARGIN, y, { width: 130 });
    doc.font('regular').text(value, MARGIN + 140, y, { width: doc.page.width - MARGIN * 2 - 140 });
    doc.moveDown(0.3);
  }
}

/** One letter as a one-page PDF. */
export function renderLetter(kind: DisputeLetterKind, i: LetterInput): Promise<Buffer> {
  const title = disputeMessages.letters[kind];
  const doc = newPdf(`${i.bankName} dispute ${i.reference}: ${title}`);
  drawLetterhead(doc, i.bankName);
  doc.font('bold').fontSize(14).text(`Dispute ${i.reference}: ${title}`);
  doc.font('regular').fontSize(10).moveDown(0.5);
  doc.text(`Dear ${i.customerName},`);
  doc.moveDown(0.5);
  facts(doc, [
    ['Date', i.day],
    ['Dispute', i.reference],
    ['Payment', `${i.paymentReference} of ${i.paymentDay}`],
    ['Problem reported', disputeMessages.reasons[i.reason]],
    ['Amount in dispute', formatCents(i.amountCents)],
  ]);
  doc.moveDown(0.5);
  for (const sentence of letterText[kind](i)) {
    doc.text(sentence, MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });
    doc.moveDown(0.5);
  }
  doc.moveDown(0.5).text(`${i.bankName} disputes team`);
  return finish(doc);
}
