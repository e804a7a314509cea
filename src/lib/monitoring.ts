import type {MonitoringFields} from './site-fields';

/** The part of Datadog's `datadogRum` the site uses. */
export interface RumApi {
  init(configuration: {
    applicationId: string;
    clientToken: string;
    site: string;
    service: string;
    env: string;
    version: string;
    sessionSampleRate: number;
    defaultPrivacyLevel: 'mask-user-input';
  }): void;
  setUser(user: {id: string; email: string}): void;
}

export type LoadRum = () => Promise<RumApi>;

let started: Promise<RumApi> | null = null;

/**
 * Loads and initialises real-user monitoring once per page load. Callers only reach
 * this when `monitoring.enabled` is set, so a site without monitoring loads nothing.
 */
export function startMonitoring(monitoring: MonitoringFields, version: string, loadRum: LoadRum): Promise<RumApi> {
  if (!monitoring.enabled) {
    return Promise.reject(new Error('startMonitoring called while monitoring is disabled'));
  }
  started ??= loadRum().then((rum) => {
    rum.init({
      applicationId: monitoring.applicationId,
      clientToken: monitoring.clientToken,
      site: monitoring.site,
      service: monitoring.service,
      env: monitoring.env,
      version,
      sessionSampleRate: 100,
      defaultPrivacyLevel: 'mask-user-input',
    });
    return rum;
  });
  return started;
}

/** Attaches the identity to monitoring; an empty identity attaches nothing. */
export function identifyUser(rum: RumApi, email: string): void {
  if (email !== '') rum.setUser({id: email, email});
}
