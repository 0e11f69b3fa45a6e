import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { qrSvgPath, qrSymbol, type QrSymbol } from './qr-svg';

const SCALE = 4;
const BORDER = 4;

/** Draws the symbol as a scanner would see it: RGBA pixels, SCALE per module, white quiet zone. */
function toRgba(symbol: QrSymbol): { data: Uint8ClampedArray; side: number } {
  const side = (symbol.size + BORDER * 2) * SCALE;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const x = Math.floor(px / SCALE) - BORDER;
      const y = Math.floor(py / SCALE) - BORDER;
      const inside = x >= 0 && y >= 0 && x < symbol.size && y < symbol.size;
      if (inside && symbol.isDark(x, y)) data.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
    }
  }
  return { data, side };
}

describe('the deposit address QR code', () => {
  it('decodes, with a QR reader, to the configured deposit address', () => {
    const { cryptoDepositAddress } = loadConfig({ NODE_ENV: 'test' });
    expect(cryptoDepositAddress).toBeTruthy();
    const { data, side } = toRgba(qrSymbol(cryptoDepositAddress));
    expect(jsQR(data, side, side)?.data).toBe(cryptoDepositAddress);
  });

  it('draws one unit square per dark module, inside the quiet zone', () => {
    const symbol = qrSymbol('bc1qexample');
    let dark = 0;
    for (let y = 0; y < symbol.size; y++)
      for (let x = 0; x < symbol.size; x++) if (symbol.isDark(x, y)) dark++;
    const path = qrSvgPath(symbol, BORDER);
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(path.startsWith(`M${BORDER} ${BORDER}h1v1h-1z`)).toBe(true); // the finder pattern's corner
  });
});
