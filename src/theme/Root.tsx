// Created by hand: Root is not swizzlable (the core's own Root only renders its children).
import type {ReactNode} from 'react';
import {ProjectInfoProvider} from '@site/src/hooks/useProjectInfo';
import FrameworkChooser from '@site/src/components/FrameworkChooser';
import MobileWarning from '@site/src/components/MobileWarning';
import {useIdlePrefetching} from '@site/src/hooks/useIdlePrefetching';
import {useRealUserMonitoring} from '@site/src/hooks/useRealUserMonitoring';

function RealUserMonitoring(): null {
  useRealUserMonitoring();
  return null;
}

function IdlePrefetching(): null {
  useIdlePrefetching();
  return null;
}

/**
 * Wraps every page: project-info identity, monitoring, prefetching of linked pages once the page
 * is quiet, the framework chooser and the mobile warning.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <ProjectInfoProvider>
      <IdlePrefetching />
      {children}
      <RealUserMonitoring />
      <FrameworkChooser />
      <MobileWarning />
    </ProjectInfoProvider>
  );
}
