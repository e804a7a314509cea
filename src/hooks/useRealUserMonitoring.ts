import {useEffect} from 'react';
import {useProjectInfo} from './useProjectInfo';
import {identifyUser, startMonitoring} from '@site/src/lib/monitoring';
import {useSiteFields} from './useSiteFields';

/**
 * Starts Datadog RUM when monitoring is enabled (loading its chunk only then) and attaches
 * the signed-in user once the project info has loaded with a non-empty identity.
 */
export function useRealUserMonitoring(): void {
  const {monitoring, packageVersion} = useSiteFields();
  const {status, email} = useProjectInfo();
  useEffect(() => {
    if (!monitoring.enabled) return;
    void startMonitoring(monitoring, packageVersion, async () => (await import('@datadog/browser-rum')).datadogRum)
      .then((rum) => {
        if (status === 'ready') identifyUser(rum, email);
      })
      .catch((error: unknown) => console.warn('MapWeave: monitoring could not start:', error));
  }, [monitoring, packageVersion, status, email]);
}
