/** An idle period with this much time left has no frame or task waiting behind it. */
const QUIET_IDLE_MS = 40;
/** Starts the work anyway after this long, on a page that never goes quiet. */
const QUIET_TIMEOUT_MS = 3000;

/**
 * Resolves once the page has loaded and the main thread has gone quiet: work that must not
 * compete with the first paint and with the page becoming usable (the home page's live map)
 * starts here. Any idle period is not enough: one between two tasks of hydration or prefetching
 * is short, and the map's start would then share the CPU with them.
 */
export function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const whenQuiet = () => {
      if (!('requestIdleCallback' in window)) {
        setTimeout(resolve, 200);
        return;
      }
      const giveUpAt = performance.now() + QUIET_TIMEOUT_MS;
      const check = (deadline: IdleDeadline) => {
        if (deadline.didTimeout || deadline.timeRemaining() >= QUIET_IDLE_MS || performance.now() >= giveUpAt)
          resolve();
        else window.requestIdleCallback(check, {timeout: Math.max(1, giveUpAt - performance.now())});
      };
      window.requestIdleCallback(check, {timeout: QUIET_TIMEOUT_MS});
    };
    if (document.readyState === 'complete') whenQuiet();
    else window.addEventListener('load', whenQuiet, {once: true});
  });
}
