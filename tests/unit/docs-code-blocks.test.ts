import {beforeAll, describe, expect, it} from 'vitest';
import {addSamples, sampleErrors, sdkSamples} from '../../plugins/hover-types/snippets';

/** Code samples that use the SDK (```ts / ```tsx blocks importing `mapweave` or `mapweave/react`), as the docs build checks them. */
const samples = sdkSamples(['docs', 'api']);

describe('code samples in docs/ and api/ type-check against the SDK', () => {
  // One program for all: the first check loads the DOM's and the SDK's declarations.
  beforeAll(() => {
    addSamples(samples);
    sampleErrors(samples[0]!.language, samples[0]!.code);
  }, 180_000);

  it('finds the samples', () => {
    expect(samples.length).toBeGreaterThan(30);
  });

  it.each(samples.map((sample) => [sample.name, sample] as const))('%s', (_name, sample) => {
    expect(sampleErrors(sample.language, sample.code)).toEqual([]);
  });
});
