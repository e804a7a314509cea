import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {normaliseAddressHash, normaliseRouteHash} from '@site/src/lib/decodable-hash';

/**
 * Keeps a malformed hash (`#100%`, `#%E0%A4%A`) from crashing the page: Docusaurus scrolls to
 * `decodeURIComponent(location.hash)` after each navigation, which throws "URI malformed" on it.
 * The address is rewritten with the undecodable escapes as text before the router reads it (on
 * load and on every history move), and the location of an in-app navigation is normalised
 * before Docusaurus scrolls to it.
 */
if (ExecutionEnvironment.canUseDOM) {
  normaliseAddressHash();
  // Capture: runs before the router's own popstate listener reads the address.
  window.addEventListener('popstate', normaliseAddressHash, true);
}

const decodableHashModule: ClientModule = {
  onRouteUpdate({location}) {
    normaliseRouteHash(location as {hash: string});
  },
};

export default decodableHashModule;
