import type {Plugin} from '@docusaurus/types';
import {frameworkHeadScript} from '../../src/lib/framework';

/**
 * Adds the inline head script that marks `<html data-framework>` from the framework
 * cookie before first paint, so docs never flash the other framework's content.
 */
export default function frameworkHeadPlugin(): Plugin {
  return {
    name: 'mapweave-framework-head',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: frameworkHeadScript()}]};
    },
  };
}
