/**
 * Loads classic scripts into the runner frame. The frame's origin is opaque, so every site script
 * is cross-origin to it: loaded without CORS, the browser hides the errors it throws and the
 * promises it rejects ("Script error.", no `unhandledrejection` at all). Where the host sends
 * `Access-Control-Allow-Origin` for them (static/_headers), they load with CORS and keep their
 * errors; where it does not, the first failure switches to plain loading for the frame's life.
 */
let corsWorks = true;

function insertScript(src: string, cors: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    if (cors) script.crossOrigin = 'anonymous';
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`The runner could not load ${src}`));
    };
    document.head.append(script);
  });
}

export async function loadScript(src: string): Promise<void> {
  if (corsWorks) {
    try {
      await insertScript(src, true);
      return;
    } catch {
      corsWorks = false;
    }
  }
  await insertScript(src, false);
}
