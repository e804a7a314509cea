import {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import {loadIdentity, type IdentityResult} from '@site/src/lib/project-info';

export interface ProjectInfo {
  status: 'loading' | 'ready';
  /** The signed-in user's email, or '' when unknown. Render it only as text, isolated (`<bdi>`). */
  email: string;
  /** What the reader should be told about the email (left out as too long, or cleaned); null when nothing. */
  note: string | null;
}

const LOADING: ProjectInfo = {status: 'loading', email: '', note: null};

const ProjectInfoContext = createContext<ProjectInfo>(LOADING);

let identityRequest: Promise<IdentityResult> | null = null;

/** One request per full page load, however often the provider mounts. */
function requestIdentityOnce(): Promise<IdentityResult> {
  identityRequest ??= loadIdentity((input, init) => fetch(input, init)).then((identity) => {
    if (identity.warning) console.warn(`MapWeave: could not read the signed-in user: ${identity.warning}`);
    return identity;
  });
  return identityRequest;
}

/** Fetches GET /selected-project-info once in the browser and shares the identity. */
export function ProjectInfoProvider({children}: {children: ReactNode}): ReactNode {
  const [info, setInfo] = useState<ProjectInfo>(LOADING);
  useEffect(() => {
    let mounted = true;
    void requestIdentityOnce().then(({email, note}) => {
      if (mounted) setInfo({status: 'ready', email, note});
    });
    return () => {
      mounted = false;
    };
  }, []);
  return <ProjectInfoContext.Provider value={info}>{children}</ProjectInfoContext.Provider>;
}

export function useProjectInfo(): ProjectInfo {
  return useContext(ProjectInfoContext);
}
