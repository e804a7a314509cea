import {describe, expect, it, vi} from 'vitest';
import {Emitter} from '../../../src/core/emitter.js';

interface Events {
  ping: {n: number};
  error: {error: unknown};
}

describe('Emitter', () => {
  it('calls handlers in registration order with the event', () => {
    const emitter = new Emitter<Events>();
    const calls: string[] = [];
    emitter.on('ping', (event) => calls.push(`first ${event.n}`));
    emitter.on('ping', (event) => calls.push(`second ${event.n}`));
    emitter.emit('ping', {n: 1});
    expect(calls).toEqual(['first 1', 'second 1']);
  });

  it('off removes a handler; on returns a remover', () => {
    const emitter = new Emitter<Events>();
    const handler = vi.fn();
    const other = vi.fn();
    emitter.on('ping', handler);
    const removeOther = emitter.on('ping', other);
    emitter.off('ping', handler);
    removeOther();
    emitter.emit('ping', {n: 1});
    expect(handler).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    expect(emitter.hasListeners('ping')).toBe(false);
  });

  it('once runs a handler a single time', () => {
    const emitter = new Emitter<Events>();
    const handler = vi.fn();
    emitter.once('ping', handler);
    emitter.emit('ping', {n: 1});
    emitter.emit('ping', {n: 2});
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({n: 1});
  });

  it('a handler removed during an emit still runs for that emit, not after', () => {
    const emitter = new Emitter<Events>();
    const later = vi.fn();
    emitter.on('ping', () => emitter.off('ping', later));
    emitter.on('ping', later);
    emitter.emit('ping', {n: 1});
    emitter.emit('ping', {n: 2});
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a throwing handler does not stop the others and is reported', () => {
    const reported: [unknown, string][] = [];
    const emitter = new Emitter<Events>({onHandlerError: (error, name) => reported.push([error, name])});
    const after = vi.fn();
    const failure = new Error('boom');
    emitter.on('ping', () => {
      throw failure;
    });
    emitter.on('ping', after);
    emitter.emit('ping', {n: 1});
    expect(after).toHaveBeenCalledOnce();
    expect(reported).toEqual([[failure, 'ping']]);
  });

  it('an error handler that throws while reporting goes to the host instead of looping', () => {
    const emitter: Emitter<Events> = new Emitter<Events>({
      onHandlerError: (error) => emitter.emit('error', {error}),
    });
    emitter.on('error', () => {
      throw new Error('error handler broke');
    });
    emitter.on('ping', () => {
      throw new Error('boom');
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => emitter.emit('ping', {n: 1})).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({message: 'error handler broke'}));
    consoleError.mockRestore();
  });

  it('clear removes everything', () => {
    const emitter = new Emitter<Events>();
    const handler = vi.fn();
    emitter.on('ping', handler);
    expect(emitter.listenerCount('ping')).toBe(1);
    emitter.clear();
    emitter.emit('ping', {n: 1});
    expect(handler).not.toHaveBeenCalled();
  });
});
