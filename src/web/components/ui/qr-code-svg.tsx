import { useMemo } from 'react';
import { qrSvgPath, qrSymbol } from '../../lib/qr-svg';
import './qr-code.css';

const QUIET_ZONE = 4;

/** A real, scannable QR code of `text` (error correction M), drawn as one SVG path of square modules. */
export function QrCodeSvg({ text, label }: { text: string; label: string }) {
  const symbol = useMemo(() => qrSymbol(text), [text]);
  const side = symbol.size + QUIET_ZONE * 2;
  return (
    <svg
      className="rounded bordered qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-version={symbol.version}
    >
      <rect width={side} height={side} style={{ fill: 'var(--color-qr-light)' }} />
      <path d={qrSvgPath(symbol, QUIET_ZONE)} style={{ fill: 'var(--color-qr-dark)' }} />
    </svg>
  );
}
