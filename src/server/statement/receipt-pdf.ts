import { formatCents } from '../../shared/money';
import { MARGIN, drawLetterhead, finish, newPdf } from './pdf-document';

export type ReceiptPdfInput = {
  bankName: string;
  customerName: string;
  reference: string;
  createdAt: string;
  type: string;
  description: string;
  status: string;
  account: string;
  accountNumber: string;
  amountCents: bigint;
  feeCents: bigint;
  counterparty: Array<[string, string]>;
};

/** One payment on one page: what, when, from which account, to whom, and its status. */
export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const doc = newPdf(`${input.bankName} receipt ${input.reference}`);
  drawLetterhead(doc, input.bankName);
  doc.font('bold').fontSize(14).text('Payment receipt');
  doc.font('regular').fontSize(10).moveDown(0.5);
  const lines: Array<[string, string]> = [
    ['Customer', input.customerName],
    ['Reference', input.reference],
    ['Date', input.createdAt.slice(0, 19).replace('T', ' ') + ' UTC'],
    ['Type', input.type],
    ['Description', input.description],
    ['Account', `${input.account} ${input.accountNumber}`.trim()],
    ['Amount', formatCents(input.amountCents)],
    ['Fee', formatCents(input.feeCents)],
    ['Status', input.status],
    ...input.counterparty,
  ];
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font('bold').text(label, MARGIN, y, { width: 130 });
    doc.font('regular').text(value, MARGIN + 140, y, { width: doc.page.width - MARGIN * 2 - 140 });
    doc.moveDown(0.3);
  }
  return finish(doc);
}
