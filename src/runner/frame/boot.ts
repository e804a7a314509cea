/**
 * The runner frame's first script (/runner/boot.js): loads the SDK, the runtime and the SDK's
 * React bindings in that order (each needs the one before), with CORS where the host allows it.
 * The page connects to the runtime on the frame's `load`, which these pending scripts hold back.
 */
import {loadScript} from './load-script';

void (async () => {
  for (const src of ['../sdk/mapweave.js', 'runtime.js', '../sdk/mapweave-react.js']) await loadScript(src);
})();
