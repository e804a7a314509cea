// The benches' seeded random numbers (a linear congruential generator): the same seed gives the
// same data on every run and machine, so runs measure the same work.

/** A function returning numbers in [0, 1), the same sequence for the same `seed`. */
export function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
