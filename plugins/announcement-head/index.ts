import type {LoadContext, Plugin} from '@docusaurus/types';
import {announcementResetScript} from '../../src/lib/announcement';

/** Shows a new announcement on its first page load even when an earlier one was dismissed. */
export default function announcementHeadPlugin(context: LoadContext): Plugin {
  const {announcementBar} = context.siteConfig.themeConfig as {announcementBar?: {id: string}};
  return {
    name: 'mapweave-announcement-head',
    injectHtmlTags() {
      if (!announcementBar) return {};
      return {
        headTags: [
          {tagName: 'script', innerHTML: announcementResetScript(announcementBar.id, context.siteStorage.namespace)},
        ],
      };
    },
  };
}
