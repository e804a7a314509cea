/** Types of the parts of scripts/data/lib/cities.mjs that tests import. */
export function distanceKm(a: {longitude: number; latitude: number}, b: {longitude: number; latitude: number}): number;
