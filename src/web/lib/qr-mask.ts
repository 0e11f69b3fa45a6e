/**
 * The eight data masks of a QR code and the penalty that picks the best one (ISO/IEC 18004 §7.8). A mask
 * flips data modules only, never the function patterns, so the symbol avoids patterns that confuse readers.
 */

export type Modules = boolean[][];

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** Flips the data modules that mask `mask` selects; applying it twice undoes it. */
export function applyMask(modules: Modules, isFunction: Modules, mask: number): void {
  const selects = MASKS[mask]!;
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!isFunction[y]![x] && selects(x, y)) row[x] = !dark;
    }),
  );
}

/** The rows and then the columns of the symbol, each as a line of modules. */
function lines(modules: Modules): boolean[][] {
  const columns = modules.map((_, x) => modules.map((row) => row[x]!));
  return [...modules, ...columns];
}

/** Rule 1: five or more modules of one colour in a row cost 3, plus 1 for each beyond five. */
function runPenalty(line: boolean[]): number {
  let penalty = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) {
      run++;
      continue;
    }
    if (run >= 5) penalty += 3 + (run - 5);
    run = 1;
  }
  return penalty;
}

const FINDER_LIKE = [
  [true, false, true, true, true, false, true, false, false, false, false],
  [false, false, false, false, true, false, true, true, true, false, true],
];

/** Rule 3: a 1:1:3:1:1 finder-like pattern with four light modules on one side costs 40. */
function finderPenalty(line: boolean[]): number {
  let penalty = 0;
  for (let start = 0; start + 11 <= line.length; start++) {
    for (const pattern of FINDER_LIKE) {
      if (pattern.every((dark, i) => line[start + i] === dark)) penalty += 40;
    }
  }
  return penalty;
}

/** The total penalty of a masked symbol; the encoder keeps the mask with the lowest. */
export function penaltyScore(modules: Modules): number {
  const size = modules.length;
  let penalty = 0;
  for (const line of lines(modules)) penalty += runPenalty(line) + finderPenalty(line);
  // Rule 2: each 2×2 block of one colour costs 3.
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const c = modules[y]![x];
      if (c === modules[y]![x + 1] && c === modules[y + 1]![x] && c === modules[y + 1]![x + 1]) penalty += 3;
    }
  }
  // Rule 4: 10 for each full 5 % that the share of dark modules strays from 50 %.
  const dark = modules.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  const total = size * size;
  penalty += 10 * Math.max(0, Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1);
  return penalty;
}
