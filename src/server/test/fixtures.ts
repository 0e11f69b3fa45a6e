import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
/** Tiny real files for upload tests: 1×1 PNG, JPEG and WebP pictures a decoder draws, and a PDF header. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
  'base64',
);
export const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAUAmJaQAA3AA/vz0AAA=', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const HTML_AS_JPG = Buffer.from('<html><body><script>alert(1)</script></body></html>');
export const SVG_AS_JPG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

/** The body of a loan request every check accepts (from a verified borrower); `over` changes fields of it. */
export const loanRequest = (pincode: string, over: Record<string, unknown> = {}) => ({
  amount: 5000,
  account: 'Checking',
  type: 'Personal Loan',
  duration: '12 Months',
  repayment: 'Monthly',
  details: 'New roof',
  pincode,
  ...over,
});

export type Files = Record<string, { body: Buffer; filename?: string; contentType?: string }>;

/** Builds a multipart/form-data body for `app.inject`. */
export function multipartBody(
  fields: Record<string, string>,
  files: Files,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vault${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename ?? 'upload.jpg'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A form with files, sent through `app.inject`. */
export function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  auth: Record<string, string>,
  fields: Record<string, string>,
  files: Files,
) {
  const form = multipartBody(fields, files);
  return app.inject({ method, url, headers: { ...auth, ...form.headers }, payload: form.payload });
}

/** A PNG with random trailing bytes: a new SHA-256 each call (cheque images are refused twice). */
export const uniquePng = () => Buffer.concat([PNG, randomBytes(16)]);

/** A cheque deposit of `amount` dollars (`POST /upload`), with a picture never sent before. */
export const uploadCheque = (app: FastifyInstance, auth: Record<string, string>, amount: string) =>
  sendForm(app, 'POST', '/upload', auth, { amount }, { chequeImage: { body: uniquePng() } });
