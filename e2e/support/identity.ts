import type { Page } from '@playwright/test';

/** A real picture drawn by the browser in a blank page of the same context, as JPEG or PNG bytes. */
export async function drawPicture(
  from: Page,
  text: string,
  options: { type: 'jpeg' | 'png'; colour?: string; width?: number; height?: number },
): Promise<Buffer> {
  const page = await from.context().newPage();
  const width = options.width ?? 320;
  const height = options.height ?? 200;
  await page.setViewportSize({ width, height });
  await page.setContent(`<body style="margin:0">
    <div style="box-sizing:border-box;width:${width}px;height:${height}px;display:grid;place-items:center;
      font:bold 28px system-ui,sans-serif;color:#fff;background:${options.colour ?? '#0f766e'}">${text}</div></body>`);
  const image = await page.screenshot({ type: options.type });
  await page.close();
  return image;
}

/** Picks the two sides of an identity document, a PNG front and a JPEG back, in the form on `page`. */
export async function pickIdSides(page: Page, front: Buffer, back: Buffer): Promise<void> {
  await page
    .getByLabel('ID front (image)')
    .setInputFiles({ name: 'f.png', mimeType: 'image/png', buffer: front });
  await page
    .getByLabel('ID back (image)')
    .setInputFiles({ name: 'b.jpg', mimeType: 'image/jpeg', buffer: back });
}

export const EXIF_SECRET = 'GPS 51.5007N 0.1246W Pixel-Camera';

/** The JPEG with an APP1 Exif segment (a camera's place and model) right after its start marker. */
export function withExif(jpeg: Buffer): Buffer {
  const payload = Buffer.from(`Exif\0\0MM\0*\0\0\0\x08${EXIF_SECRET}`, 'latin1');
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/** A small, valid one-page PDF (a utility bill standing in for a proof of address). */
export const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('/');
}
