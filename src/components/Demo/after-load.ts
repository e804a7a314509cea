/**
 * Resolves once the page has loaded and the main thread is idle: work that must not compete
 * with the first paint (the home page's live map) starts here.
 */
export function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), {timeout: 3000});
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, {once: true});
  });
}
