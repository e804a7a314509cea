/** When frames never come (a hidden frame, a throttled tab), the scripts run after this anyway. */
export const SCRIPTS_FALLBACK_MS = 1000;

/**
 * Source of the inline function, called at the end of the body with the script URLs, that runs
 * the site's scripts once the parsed page is on screen. Deferred, they ran before the first paint
 * whenever they arrived before the parser finished (a fast network), and the first paint waited
 * for main.js to be evaluated: hundreds of milliseconds on a phone, and Lighthouse then counts
 * the whole script's download in LCP. The scripts are preloaded from the head at low priority, so
 * they download as early as deferred ones; only their evaluation waits:
 * - for the first contentful paint's entry, which comes once that frame is presented (animation
 *   frames alone run ahead of a slow compositor);
 * - two animation frames when something was painted before the parser finished;
 * - not at all in a hidden document, which paints nothing;
 * - at most SCRIPTS_FALLBACK_MS, for a page that never paints (a hidden frame) or a browser
 *   without paint timing.
 * Inserted with `async = false`, they still run in order.
 */
export const runScriptsAfterPaint = `function(s){var d=0;function r(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement('script');e.src=s[i];e.async=false;document.body.appendChild(e);}}function f(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(r,0);});});}if(document.visibilityState!=='visible')return r();setTimeout(r,${SCRIPTS_FALLBACK_MS});try{if(performance.getEntriesByName('first-contentful-paint').length>0)return f();var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length>0){o.disconnect();r();}});o.observe({type:'paint'});}catch(x){f();}}`;
