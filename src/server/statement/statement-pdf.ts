import { formatCents } from '../../shared/money';
import { MARGIN, drawLetterhead, finish, newPdf, type Pdf } from './pdf-document';

export type StatementRow = { date: string; reference: string; what: string; signed: bigint; balance: bigint };

export type StatementPdfInput = {
  bankName: string;
  customer: { name: string; email: string; phone: string };
  account: { name: string; number: string };
  from: string;
  to: string;
  openingCents: bigint;
  closingCents: bigint;
  rows: StatementRow[];
};

// Column left edges and widths on A4 (595 pt wide, 50 pt margins); amounts are right-aligned.
const COLUMNS = [
  { title: 'Date', x: MARGIN, width: 95, align: 'left' },
  { title: 'Reference', x: 148, width: 90, align: 'left' },
  { title: 'Description', x: 241, width: 140, align: 'left' },
  { title: 'Amount', x: 384, width: 78, align: 'right' },
  { title: 'Balance', x: 465, width: 80, align: 'right' },
] as const;
const ROW_HEIGHT = 16;

/** A statement of one account: letterhead, customer, period, balances and the movements with running balance. */
export function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  // The subject lets a mail client or archive show the outcome without opening the document.
  const doc = newPdf(
    `${input.bankName} statement ${input.from} to ${input.to}`,
    `Closing balance: ${formatCents(input.closingCents)} on ${input.to}`,
  );
  drawLetterhead(doc, input.bankName);
  doc.font('bold').fontSize(11).text(input.customer.name);
  doc.font('regular').fontSize(10).text(input.customer.email).text(input.customer.phone);
  doc.moveDown();
  doc.font('bold').fontSize(14).text(`${input.account.name} account statement`);
  doc.font('regular').fontSize(10);
  doc.text(`Account number ${input.account.number}`);
  doc.text(`Period ${input.from} to ${input.to}`);
  doc.moveDown(0.5);
  doc.text(`Opening balance: ${formatCents(input.openingCents)}`);
  doc.text(`Closing balance: ${formatCents(input.closingCents)}`);
  doc.moveDown();
  drawTable(doc, input);
  doc.moveDown();
  doc.font('bold').text(`Closing balance: ${formatCents(input.closingCents)}`, MARGIN);
  return finish(doc);
}

function drawTable(doc: Pdf, input: StatementPdfInput): void {
  const bottom = () => doc.page.height - MARGIN - 20;
  drawHeaderRow(doc);
  const cells = (r: StatementRow) => [
    r.date,
    r.reference,
    r.what,
    formatCents(r.signed),
    formatCents(r.balance),
  ];
  const opening = ['', '', 'Opening balance', '', formatCents(input.openingCents)];
  for (const values of [opening, ...input.rows.map(cells)]) {
    if (doc.y + ROW_HEIGHT > bottom()) {
      doc.addPage();
      drawHeaderRow(doc); // every page of the table starts with its column titles
    }
    drawRow(doc, values, 'regular');
  }
}

function drawHeaderRow(doc: Pdf): void {
  const y = doc.y;
  doc.rect(MARGIN, y - 3, doc.page.width - MARGIN * 2, ROW_HEIGHT).fill('#e8edf7');
  doc.fillColor('black');
  drawRow(
    doc,
    COLUMNS.map((c) => c.title),
    'bold',
  );
}

function drawRow(doc: Pdf, values: string[], font: 'regular' | 'bold'): void {
  const y = doc.y;
  doc.font(font).fontSize(8.5);
  COLUMNS.forEach((column, i) => {
    doc.text(values[i] ?? '', column.x, y, {
      width: column.width,
      align: column.align,
      lineBreak: false,
      ellipsis: true,
      height: ROW_HEIGHT,
    });
  });
  doc.x = MARGIN;
  doc.y = y + ROW_HEIGHT;
}
