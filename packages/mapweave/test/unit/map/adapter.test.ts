// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {MapWeave} from '../../../src/map/MapWeave.js';
import {FakeAdapter} from './fakeAdapter.js';

afterEach(() => document.body.replaceChildren());

describe("an adapter is one map's surface", () => {
  it('a second map on an adapter in use throws INVALID_OPTION and leaves the first map drawing; after destroy() it is free', async () => {
    const adapter = new FakeAdapter();
    const first = new MapWeave({container: document.body.appendChild(document.createElement('div')), adapter});
    const second = document.body.appendChild(document.createElement('div'));
    expect(() => new MapWeave({container: second, adapter})).toThrow(
      expect.objectContaining({code: 'INVALID_OPTION'}) as Error,
    );
    expect(second.childElementCount).toBe(0);
    expect(adapter.host?.container).toBe(first.container);
    await first.whenRendered();
    first.destroy();
    new MapWeave({container: second, adapter}).destroy();
  });
});
