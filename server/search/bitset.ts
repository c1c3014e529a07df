/*
 * Fixed-size bitsets over document numbers 0..size-1, as Uint32Array words. The engine needs a few
 * fused operations (AND into a target, count of an AND, visiting set bits) that run without
 * allocating; see docs/decisions/002-search.md for why this is not a library.
 */
export type Bits = Uint32Array;

export function createBits(size: number): Bits {
  return new Uint32Array((size + 31) >>> 5);
}

export function fullBits(size: number): Bits {
  const bits = createBits(size);
  bits.fill(0xffffffff);
  const tail = size & 31;
  if (tail) bits[bits.length - 1] = (1 << tail) - 1;
  return bits;
}

export function setBit(bits: Bits, index: number) {
  bits[index >>> 5]! |= 1 << (index & 31);
}

export function clearBit(bits: Bits, index: number) {
  bits[index >>> 5]! &= ~(1 << (index & 31));
}

export function hasBit(bits: Bits, index: number): boolean {
  return (bits[index >>> 5]! & (1 << (index & 31))) !== 0;
}

function popcount32(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i]) total += popcount32(bits[i]!);
  return total;
}

export function countAnd(a: Bits, b: Bits): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const word = a[i]! & b[i]!;
    if (word) total += popcount32(word);
  }
  return total;
}

/** target &= other */
export function andInto(target: Bits, other: Bits) {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

/** target |= other */
export function orInto(target: Bits, other: Bits) {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
}

/** Calls visit(index) for every set bit, in ascending order. */
export function forEachBit(bits: Bits, visit: (index: number) => void) {
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word) {
      const low = word & -word;
      visit((i << 5) + (31 - Math.clz32(low)));
      word ^= low;
    }
  }
}
