/** The first position in an ascending array whose item is not below `value` (or, with `after`, above it). */
export function searchSorted<T extends number | string>(
  sorted: ArrayLike<T>,
  value: T,
  after = false,
): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const item = sorted[mid]!;
    if (item < value || (after && item === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
