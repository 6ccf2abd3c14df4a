/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same numbers, so
 * the bench's data and a randomised test can be made again from the seed they print.
 * Numbers in [0, 1). Not for anything secret.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
