import type {Plugin} from '@docusaurus/types';
import {
  frameworkChooserInertScript,
  frameworkChooserPlaceholderHtml,
  frameworkHeadScript,
} from '../../src/lib/framework';

/**
 * Adds the inline head script that marks `<html data-framework>` from the framework
 * cookie before first paint, so docs never flash the other framework's content, and the
 * chooser's static placeholder that CSS shows when there is no choice yet. The placeholder
 * opens the body: at its end it would be parsed just before the deferred scripts run, and
 * first painted only after hydration (a late LCP on every first visit). Without a choice, a
 * script at the body's end makes the page behind the chooser inert before its first style pass.
 */
export default function frameworkHeadPlugin(): Plugin {
  return {
    name: 'mapweave-framework-head',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'script', innerHTML: frameworkHeadScript()}],
        preBodyTags: [frameworkChooserPlaceholderHtml()],
        postBodyTags: [{tagName: 'script', innerHTML: frameworkChooserInertScript()}],
      };
    },
  };
}
