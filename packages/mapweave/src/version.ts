/** This package's version, as in its package.json (test/unit/version.test.ts keeps the two equal). */
export const version = '1.5.0';
