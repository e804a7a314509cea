// How every browser test, benchmark and screenshot script starts Debian's chromium.
import {existsSync} from 'node:fs';

// Mesa's EGL vendor file (Debian's libegl-mesa0; llvmpipe itself is in libgl1-mesa-dri).
const MESA_EGL = '/usr/share/glvnd/egl_vendor.d/50_mesa.json';

/**
 * WebGL in software either way, as there is no GPU here. Headless chromium picks ANGLE on
 * SwiftShader; with Mesa installed, ANGLE on Mesa's llvmpipe draws the same frames 3–5× faster
 * (a fresh map's first frame: 1.2–2.5 s instead of 5–8 s on 2 cores), as Mesa caches the
 * shaders it compiled for the next WebGL context; SwiftShader compiles them again for each.
 * Chromium only takes it when its GPU blocklist is ignored (see docs-dev/testing.md).
 */
const glArgs = existsSync(MESA_EGL) ? ['--use-gl=angle', '--use-angle=gl-egl', '--ignore-gpu-blocklist'] : [];

/** `chromium.launch` options; `extraArgs` for what one script needs beyond the common set. */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...glArgs,
      ...extraArgs,
    ],
  };
}
