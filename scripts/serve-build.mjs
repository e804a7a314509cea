// What the benchmarks and screenshot scripts share: a built site served by scripts/serve.mjs as a
// host would serve it, and Debian's Chromium launched as the browser tests launch it.
import {spawn} from 'node:child_process';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from '../packages/mapweave/scripts/chromium.mjs';

const serveScript = join(dirname(fileURLToPath(import.meta.url)), 'serve.mjs');

/**
 * Serves `buildDir` on `port` and opens Chromium (`chromiumArgs` added to the common set).
 * Resolves once the server answers; `close()` closes the browser and stops the server.
 * `name` says which script failed when the server does not start.
 */
export async function openBuildInChromium({buildDir, port, name, chromiumArgs = []}) {
  const server = spawn(process.execPath, [serveScript, buildDir, '--port', String(port)], {stdio: 'ignore'});
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${origin}/`);
      break;
    } catch {
      const code = await Promise.race([exited, new Promise((done) => setTimeout(() => done(undefined), 100))]);
      if (code !== undefined || tries > 50) {
        server.kill();
        throw new Error(`${name}: the static server for ${buildDir} did not start on port ${port}`);
      }
    }
  }
  let browser;
  try {
    browser = await chromium.launch(chromiumLaunchOptions(chromiumArgs));
  } catch (error) {
    server.kill();
    throw error;
  }
  return {
    origin,
    browser,
    async close() {
      await browser.close();
      server.kill();
    },
  };
}
