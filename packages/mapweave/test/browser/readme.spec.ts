import {expect, test} from '@playwright/test';
import {expectColor, openHarness} from './support/harness';

// The README's quick starts, bundled as written against the built package (see global-setup).
const QUICK_START_RED: [number, number, number] = [0xe0, 0x31, 0x31];

for (const script of ['readme-js', 'readme-react']) {
  test(`the README quick start ${script === 'readme-js' ? '(JavaScript)' : '(React)'} runs and draws its two nodes`, async ({
    page,
  }) => {
    const errors = await openHarness(page, `readme.html?script=${script}`);
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logs.push(message.text());
    });
    // Two nodes of radius 10 px: well over 2 × 150 pixels of their colour.
    await expectColor(page, QUICK_START_RED, {atLeast: 300, tolerance: 30});
    expect(errors).toEqual([]);
    expect(logs).toEqual([]);
  });
}
