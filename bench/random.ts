/** Seeded randomness, so that every run and every database get the same catalogue. */
export function createRandom(seed: number) {
  let a = seed;
  // mulberry32: small, fast, and good enough to shape test data.
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const uuid = () => {
    const b = Array.from({ length: 16 }, () => int(0, 255));
    b[6] = (b[6]! & 0x0f) | 0x40;
    b[8] = (b[8]! & 0x3f) | 0x80;
    const h = b.map((x) => x.toString(16).padStart(2, '0')).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  /** Draws item r with weight 1/(r+1)^s, as word and category frequencies fall off in real data. */
  const skewed = <T>(items: T[], s: number) => {
    const cumulative: number[] = [];
    items.reduce((sum, _, r) => {
      cumulative[r] = sum + 1 / (r + 1) ** s;
      return cumulative[r];
    }, 0);
    const total = cumulative.at(-1)!;
    return () => {
      const x = next() * total;
      let lo = 0;
      let hi = items.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! < x) lo = mid + 1;
        else hi = mid;
      }
      return items[lo]!;
    };
  };
  const distinct = <T>(n: number, pick: () => T) => {
    const set = new Set<T>();
    while (set.size < n) set.add(pick());
    return [...set];
  };
  return { next, int, uuid, skewed, distinct };
}
export type Random = ReturnType<typeof createRandom>;
