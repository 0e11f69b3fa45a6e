import { applyMask, penaltyScore, type Modules } from './qr-mask';
import { rsGenerator, rsRemainder } from './qr-reed-solomon';

/**
 * A QR code encoder (ISO/IEC 18004) for short texts such as a wallet address: byte mode (UTF-8), error
 * correction L or M, versions 1 to 10 (up to 213 bytes at M). No dependency: the dialog that shows it is
 * the only user, and a few hundred lines beat a package for that.
 */

export type ErrorCorrection = 'L' | 'M';
export type QrCode = { version: number; size: number; mask: number; modules: Modules };

export const MAX_VERSION = 10;

// Per version 1..10 (index 0 unused): error-correction codewords per block, and the number of blocks.
const ECC_PER_BLOCK: Record<ErrorCorrection, number[]> = {
  L: [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18],
  M: [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26],
};
const BLOCKS: Record<ErrorCorrection, number[]> = {
  L: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4],
  M: [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5],
};
/** The two format bits of each level (L is 01, M is 00). */
const LEVEL_BITS: Record<ErrorCorrection, number> = { L: 1, M: 0 };

/** The modules left for data and error correction once the function patterns are placed. */
export function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

export function dataCodewords(version: number, level: ErrorCorrection): number {
  return Math.floor(rawDataModules(version) / 8) - ECC_PER_BLOCK[level][version]! * BLOCKS[level][version]!;
}

/** Encodes `text` into the smallest version that holds it; `mask` forces a mask instead of the best one. */
export function encodeQr(text: string, level: ErrorCorrection = 'M', mask?: number): QrCode {
  const bytes = [...new TextEncoder().encode(text)];
  const version = smallestVersion(bytes.length, level);
  const codewords = withErrorCorrection(dataBytes(bytes, version, level), version, level);
  const grid = new Grid(version);
  grid.drawFunctionPatterns();
  grid.drawCodewords(codewords);
  const chosen = mask ?? bestMask(grid, level);
  applyMask(grid.modules, grid.isFunction, chosen);
  grid.drawFormatBits(level, chosen);
  return { version, size: grid.size, mask: chosen, modules: grid.modules };
}

const countBits = (version: number) => (version <= 9 ? 8 : 16);

function smallestVersion(length: number, level: ErrorCorrection): number {
  for (let version = 1; version <= MAX_VERSION; version++) {
    if (4 + countBits(version) + length * 8 <= dataCodewords(version, level) * 8) return version;
  }
  throw new RangeError(`Text too long for a version ${MAX_VERSION} QR code.`);
}

/** Mode, count, the bytes, a terminator and the alternating pad bytes, as codewords. */
function dataBytes(bytes: number[], version: number, level: ErrorCorrection): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, countBits(version));
  bytes.forEach((byte) => push(byte, 8));
  const capacity = dataCodewords(version, level) * 8;
  push(0, Math.min(4, capacity - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const result: number[] = [];
  for (let i = 0; i < bits.length; i += 8) result.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b));
  for (let pad = 0xec; result.length < capacity / 8; pad ^= 0xec ^ 0x11) result.push(pad);
  return result;
}

/** Splits the data into blocks, appends each block's error correction and interleaves them. */
function withErrorCorrection(data: number[], version: number, level: ErrorCorrection): number[] {
  const blockCount = BLOCKS[level][version]!;
  const eccLength = ECC_PER_BLOCK[level][version]!;
  const total = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (total % blockCount);
  const shortLength = Math.floor(total / blockCount);
  const generator = rsGenerator(eccLength);
  const blocks: Array<{ data: number[]; ecc: number[] }> = [];
  for (let i = 0, offset = 0; i < blockCount; i++) {
    const dataLength = shortLength - eccLength + (i < shortBlocks ? 0 : 1);
    const block = data.slice(offset, offset + dataLength);
    offset += dataLength;
    blocks.push({ data: block, ecc: rsRemainder(block, generator) });
  }
  const result: number[] = [];
  for (let i = 0; i <= shortLength - eccLength; i++) {
    blocks.forEach((b) => i < b.data.length && result.push(b.data[i]!));
  }
  for (let i = 0; i < eccLength; i++) blocks.forEach((b) => result.push(b.ecc[i]!));
  return result;
}

function bestMask(grid: Grid, level: ErrorCorrection): number {
  let best = 0;
  let bestScore = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    applyMask(grid.modules, grid.isFunction, mask);
    grid.drawFormatBits(level, mask);
    const score = penaltyScore(grid.modules);
    if (score < bestScore) [best, bestScore] = [mask, score];
    applyMask(grid.modules, grid.isFunction, mask);
  }
  return best;
}

/** The 15 format bits: level and mask, a BCH(15,5) code, and the fixed XOR mask 101010000010010. */
export function formatBits(level: ErrorCorrection, mask: number): number {
  const data = (LEVEL_BITS[level] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

/** The 18 version bits of versions 7 and up: the version and a BCH(18,6) code. */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | rem;
}

export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const result = [6];
  for (let pos = version * 4 + 10; result.length < count; pos -= step) result.splice(1, 0, pos);
  return result;
}

const bit = (value: number, i: number) => ((value >>> i) & 1) !== 0;

/** The symbol being built: its modules and which of them belong to function patterns. */
class Grid {
  readonly size: number;
  readonly modules: Modules;
  readonly isFunction: Modules;

  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.modules = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.isFunction = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
  }

  private set(x: number, y: number, dark: boolean) {
    this.modules[y]![x] = dark;
    this.isFunction[y]![x] = true;
  }

  drawFunctionPatterns() {
    for (let i = 0; i < this.size; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [x, y] of [
      [3, 3],
      [this.size - 4, 3],
      [3, this.size - 4],
    ] as const) {
      this.drawFinder(x, y);
    }
    const positions = alignmentPositions(this.version);
    const last = positions.length - 1;
    positions.forEach((x, i) =>
      positions.forEach((y, j) => {
        const nearFinder = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0);
        if (!nearFinder) this.drawSquare(x, y, 2, (d) => d !== 1);
      }),
    );
    this.drawFormatBits('M', 0); // reserves the area; the real bits come after masking
    this.drawVersion();
  }

  /** A finder with its light separator: rings at distance 2 and 4 are light. */
  private drawFinder(cx: number, cy: number) {
    this.drawSquare(cx, cy, 4, (d) => d !== 2 && d !== 4);
  }

  private drawSquare(cx: number, cy: number, radius: number, dark: (distance: number) => boolean) {
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < this.size && y >= 0 && y < this.size) {
          this.set(x, y, dark(Math.max(Math.abs(dx), Math.abs(dy))));
        }
      }
    }
  }

  drawFormatBits(level: ErrorCorrection, mask: number) {
    const bits = formatBits(level, mask);
    const s = this.size;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(bits, i));
    this.set(8, 7, bit(bits, 6));
    this.set(8, 8, bit(bits, 7));
    this.set(7, 8, bit(bits, 8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(bits, i));
    for (let i = 0; i < 8; i++) this.set(s - 1 - i, 8, bit(bits, i));
    for (let i = 8; i < 15; i++) this.set(8, s - 15 + i, bit(bits, i));
    this.set(8, s - 8, true); // the dark module
  }

  private drawVersion() {
    if (this.version < 7) return;
    const bits = versionBits(this.version);
    for (let i = 0; i < 18; i++) {
      const a = this.size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      this.set(a, b, bit(bits, i));
      this.set(b, a, bit(bits, i));
    }
  }

  /** Places the codewords in the zigzag of two-module columns, right to left, skipping the timing column. */
  drawCodewords(codewords: number[]) {
    let i = 0;
    for (let right = this.size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let vert = 0; vert < this.size; vert++) {
        const y = upward ? this.size - 1 - vert : vert;
        for (const x of [right, right - 1]) {
          if (this.isFunction[y]![x] || i >= codewords.length * 8) continue;
          this.modules[y]![x] = bit(codewords[i >>> 3]!, 7 - (i & 7));
          i++;
        }
      }
    }
  }
}

/** An SVG path of the dark modules, one unit square each, offset by a quiet zone of `border` modules. */
export function qrSvgPath(code: QrCode, border = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + border} ${y + border}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
