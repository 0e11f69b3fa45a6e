import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/*
 * DejaVu Sans ships in an npm package and is embedded (subset) in every PDF: names like Zoë Ångström or
 * Łukasz Żółć print as written, on any machine, without relying on the fonts the server happens to have.
 */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export const MARGIN = 50;
export const BRAND = '#1d4ed8';

export type Pdf = PDFKit.PDFDocument;

/** An A4 document with the embedded fonts, whose pages are kept until `finish` so they can be numbered. */
export function newPdf(title: string, subject?: string): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    pdfVersion: '1.4',
    info: subject ? { Title: title, Subject: subject } : { Title: title },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular');
  return doc;
}

/** The bank's name beside a drawn logo (a vault door: a ring with a bolt), at the top of a page. */
export function drawLetterhead(doc: Pdf, bankName: string): void {
  const top = MARGIN;
  doc.save();
  doc.circle(MARGIN + 14, top + 14, 14).fill(BRAND);
  doc
    .circle(MARGIN + 14, top + 14, 8)
    .lineWidth(2)
    .stroke('#ffffff');
  doc.rect(MARGIN + 12, top + 4, 4, 20).fill('#ffffff');
  doc.restore();
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(BRAND)
    .text(bankName, MARGIN + 38, top + 4);
  doc.fillColor('black').font('regular').fontSize(10);
  doc.y = top + 44;
  doc.x = MARGIN;
}

/** Writes "Page n of m" at the foot of every page, then ends the document and returns its bytes. */
export function finish(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - MARGIN + 10;
    // Writing below the bottom margin would add a page; lift the margin while writing the footer.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#555555')
      .text(`Page ${i - start + 1} of ${count}`, MARGIN, bottom, {
        width: doc.page.width - MARGIN * 2,
        align: 'right',
      });
  }
  doc.end();
  return done;
}
