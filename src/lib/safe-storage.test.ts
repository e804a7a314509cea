// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

async function freshSafeStorage() {
  vi.resetModules();
  return (await import('./safe-storage')).safeStorage;
}

function makeStorageThrow(name: 'localStorage' | 'sessionStorage') {
  vi.spyOn(window, name, 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
}

describe('safeStorage', () => {
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.clear();
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads, writes and removes values in working storage', async () => {
    const safeStorage = await freshSafeStorage();
    const local = safeStorage('local');
    expect(local.get('k')).toBeNull();
    expect(local.set('k', 'v')).toBe(true);
    expect(localStorage.getItem('k')).toBe('v');
    expect(local.get('k')).toBe('v');
    local.remove('k');
    expect(localStorage.getItem('k')).toBeNull();

    const session = safeStorage('session');
    session.set('draft', '{}');
    expect(sessionStorage.getItem('draft')).toBe('{}');
    expect(warn).not.toHaveBeenCalled();
  });

  it('never throws and warns exactly once when storage is unavailable', async () => {
    makeStorageThrow('localStorage');
    makeStorageThrow('sessionStorage');
    const safeStorage = await freshSafeStorage();
    const local = safeStorage('local');
    const session = safeStorage('session');
    expect(local.get('k')).toBeNull();
    expect(local.set('k', 'v')).toBe(false);
    expect(() => local.remove('k')).not.toThrow();
    expect(session.set('k', 'v')).toBe(false);
    expect(session.get('k')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('localStorage is unavailable');
  });

  it('reports a failed write when the quota is exceeded', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const safeStorage = await freshSafeStorage();
    expect(safeStorage('session').set('k', 'v')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
