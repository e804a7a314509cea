import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {readSiteFields, type SiteFields} from '@site/src/lib/site-fields';

/** The site's configurable fields (docusaurus.config.ts customFields), checked. */
export function useSiteFields(): SiteFields {
  const {siteConfig} = useDocusaurusContext();
  return useMemo(() => readSiteFields(siteConfig.customFields ?? {}), [siteConfig.customFields]);
}
