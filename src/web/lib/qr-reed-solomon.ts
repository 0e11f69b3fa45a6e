/**
 * Reed–Solomon error correction over GF(2^8) with the QR code's field polynomial x^8 + x^4 + x^3 + x^2 + 1
 * (ISO/IEC 18004 §7.5.2). Only what the encoder needs: the generator of a degree and the remainder of the
 * data divided by it, which is the block's error-correction codewords.
 */

const FIELD_POLY = 0x11d;

/** Multiplies two field elements (Russian peasant multiplication, reducing by the field polynomial). */
export function gfMultiply(x: number, y: number): number {
  let product = 0;
  for (let bit = 7; bit >= 0; bit--) {
    product = (product << 1) ^ ((product >>> 7) * FIELD_POLY);
    product ^= ((y >>> bit) & 1) * x;
  }
  return product & 0xff;
}

/**
 * The generator polynomial (x − α^0)(x − α^1)…(x − α^(degree−1)), without its leading 1, highest power
 * first.
 */
export function rsGenerator(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < degree) result[j] = result[j]! ^ result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error-correction codewords of one block of data. */
export function rsRemainder(data: readonly number[], generator: readonly number[]): number[] {
  const result = new Array<number>(generator.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    generator.forEach((coefficient, i) => {
      result[i] = result[i]! ^ gfMultiply(coefficient, factor);
    });
  }
  return result;
}
