import { create } from 'qrcode';

export type QrSymbol = { version: number; size: number; isDark: (x: number, y: number) => boolean };

/** The QR symbol of `text` (error correction M: readable with a scuffed or glare-hit screen). */
export function qrSymbol(text: string): QrSymbol {
  const { modules, version } = create(text, { errorCorrectionLevel: 'M' });
  return { version, size: modules.size, isDark: (x, y) => Boolean(modules.get(y, x)) };
}

/** An SVG path of the dark modules, one unit square each, offset by a quiet zone of `border` modules. */
export function qrSvgPath(symbol: QrSymbol, border = 4): string {
  const parts: string[] = [];
  for (let y = 0; y < symbol.size; y++) {
    for (let x = 0; x < symbol.size; x++) {
      if (symbol.isDark(x, y)) parts.push(`M${x + border} ${y + border}h1v1h-1z`);
    }
  }
  return parts.join('');
}
