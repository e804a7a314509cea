// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {MapWeave} from '../../../src/map/MapWeave.js';
import {FakeAdapter} from './fakeAdapter.js';

function createMap(): MapWeave {
  const container = document.createElement('div');
  document.body.append(container);
  return new MapWeave({container, adapter: new FakeAdapter()});
}

function loaded(map: MapWeave): Promise<void> {
  return map.whenRendered();
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('errors thrown by map event handlers', () => {
  it('reach the console, naming the event, when there is no error listener', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const map = createMap();
    const thrown = new Error('handler failed');
    map.on('load', () => {
      throw thrown;
    });
    await loaded(map);
    expect(consoleError).toHaveBeenCalledWith('MapWeave: A "load" handler threw:', thrown);
    map.destroy();
  });

  it('reach the error listener as an Error even when a string is thrown', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const map = createMap();
    const received: Error[] = [];
    map.on('error', ({error}) => received.push(error));
    map.on('load', () => {
      throw 'plain string';
    });
    await loaded(map);
    expect(received).toHaveLength(1);
    expect(received[0]).toBeInstanceOf(Error);
    expect(received[0]!.message).toBe('A "load" handler threw: "plain string"');
    expect(received[0]!.cause).toBe('plain string');
    expect(consoleError).not.toHaveBeenCalled();
    map.destroy();
  });

  it('an error listener that throws is reported to the page instead of looping', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const map = createMap();
    map.on('error', () => {
      throw new Error('listener failed');
    });
    map.on('load', () => {
      throw new Error('handler failed');
    });
    await loaded(map);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]!.map(String).join(' ')).toContain('listener failed');
    map.destroy();
  });
});
