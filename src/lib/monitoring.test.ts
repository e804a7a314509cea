import {beforeEach, describe, expect, it, vi} from 'vitest';
import type {MonitoringFields} from './site-fields';

const enabled: MonitoringFields = {
  enabled: true,
  applicationId: 'app-id',
  clientToken: 'pub-token',
  site: 'datadoghq.eu',
  service: 'mapweave-site',
  env: 'production',
};

function fakeRum() {
  return {init: vi.fn(), setUser: vi.fn()};
}

async function freshModule() {
  vi.resetModules();
  return import('./monitoring');
}

describe('startMonitoring', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('loads and initialises RUM once with the configured fields', async () => {
    const {startMonitoring} = await freshModule();
    const rum = fakeRum();
    const loadRum = vi.fn(async () => rum);
    await startMonitoring(enabled, '1.5.0', loadRum);
    await startMonitoring(enabled, '1.5.0', loadRum);
    expect(loadRum).toHaveBeenCalledTimes(1);
    expect(rum.init).toHaveBeenCalledTimes(1);
    expect(rum.init).toHaveBeenCalledWith(
      expect.objectContaining({
        applicationId: 'app-id',
        clientToken: 'pub-token',
        site: 'datadoghq.eu',
        service: 'mapweave-site',
        env: 'production',
        version: '1.5.0',
      }),
    );
  });

  it('refuses to start when monitoring is disabled, loading nothing', async () => {
    const {startMonitoring} = await freshModule();
    const loadRum = vi.fn(async () => fakeRum());
    await expect(startMonitoring({...enabled, enabled: false}, '1.5.0', loadRum)).rejects.toThrow(
      'monitoring is disabled',
    );
    expect(loadRum).not.toHaveBeenCalled();
  });
});

describe('identifyUser', () => {
  it('sets the user id and email for a non-empty identity', async () => {
    const {identifyUser} = await freshModule();
    const rum = fakeRum();
    identifyUser(rum, 'ada@example.com');
    expect(rum.setUser).toHaveBeenCalledWith({id: 'ada@example.com', email: 'ada@example.com'});
  });

  it('sets nothing for an empty identity', async () => {
    const {identifyUser} = await freshModule();
    const rum = fakeRum();
    identifyUser(rum, '');
    expect(rum.setUser).not.toHaveBeenCalled();
  });
});
