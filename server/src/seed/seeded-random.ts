/** A small deterministic generator (mulberry32) so the demo data is the same on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[integer(0, items.length - 1)];
  /** `count` distinct items, in the order they appear in `items`. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(integer(0, items.length - 1));
    return [...chosen].sort((a, b) => a - b).map((index) => items[index]);
  };
  return { next, integer, pick, sample };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
