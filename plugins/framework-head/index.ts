import type {Plugin} from '@docusaurus/types';
import {frameworkChooserPlaceholderHtml, frameworkHeadScript} from '../../src/lib/framework';

/**
 * Adds the inline head script that marks `<html data-framework>` from the framework
 * cookie before first paint, so docs never flash the other framework's content, and the
 * chooser's static placeholder that CSS shows when there is no choice yet.
 */
export default function frameworkHeadPlugin(): Plugin {
  return {
    name: 'mapweave-framework-head',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', innerHTML: frameworkHeadScript()}],
        postBodyTags: [frameworkChooserPlaceholderHtml()],
      };
    },
  };
}
