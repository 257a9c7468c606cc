// Fixed-size bitsets over the scenarios of one version, as Uint32Array words (bit i of word w is
// scenario 32·w + i). Bits at or above the scenario count are always clear.

export function wordCountFor(size: number): number {
  return (size + 31) >>> 5;
}

/** The mask of the valid bits of the last word of a bitset over `size` scenarios. */
export function lastWordMask(size: number): number {
  const rest = size & 31;
  return rest === 0 ? -1 : (1 << rest) - 1;
}

export function setBit(words: Uint32Array, index: number): void {
  const w = index >>> 5;
  words[w] = (words[w] ?? 0) | (1 << (index & 31));
}

export function hasBit(words: Uint32Array, index: number): boolean {
  return (((words[index >>> 5] ?? 0) >>> (index & 31)) & 1) === 1;
}

/** Index of the lowest set bit of a non-zero 32-bit word. */
export function lowestBit(word: number): number {
  return 31 - Math.clz32(word & -word);
}

/** The lowest index in x ∩ y, or -1. */
export function firstAnd(x: Uint32Array, y: Uint32Array): number {
  for (let w = 0; w < x.length; w++) {
    const word = (x[w] ?? 0) & (y[w] ?? 0);
    if (word !== 0) return (w << 5) + lowestBit(word);
  }
  return -1;
}

/** The lowest index in x ∖ y, or -1. */
export function firstAndNot(x: Uint32Array, y: Uint32Array): number {
  for (let w = 0; w < x.length; w++) {
    const word = (x[w] ?? 0) & ~(y[w] ?? 0);
    if (word !== 0) return (w << 5) + lowestBit(word);
  }
  return -1;
}

/** The lowest index in x, or -1. */
export function firstSet(x: Uint32Array): number {
  for (let w = 0; w < x.length; w++) {
    const word = x[w] ?? 0;
    if (word !== 0) return (w << 5) + lowestBit(word);
  }
  return -1;
}

/** The lowest index below `size` that is not in x, or -1. */
export function firstClear(x: Uint32Array, size: number): number {
  const last = x.length - 1;
  const mask = lastWordMask(size);
  for (let w = 0; w <= last; w++) {
    const word = ~(x[w] ?? 0) & (w === last ? mask : -1);
    if (word !== 0) return (w << 5) + lowestBit(word);
  }
  return -1;
}
