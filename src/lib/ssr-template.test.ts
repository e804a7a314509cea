import {describe, expect, it} from 'vitest';
// The function Docusaurus compiles `ssrTemplate` with, so the test renders what a build renders.
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import {runScriptsAfterPaint, SCRIPTS_FALLBACK_MS} from './scripts-after-paint';
import {ssrTemplate} from './ssr-template';

type Added = {src: string; async: boolean};

/** Runs the loader against a scripted browser: frames, timers and paint entries fire when the test says. */
function loader(options: {visible?: boolean; paintedAlready?: boolean; observerThrows?: boolean} = {}) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: {at: number; run: () => void}[] = [];
  let observer: ((list: {getEntriesByName: (name: string) => unknown[]}) => void) | null = null;
  let disconnected = false;
  const paints: string[] = options.paintedAlready ? ['first-contentful-paint'] : [];
  const document = {
    visibilityState: options.visible === false ? 'hidden' : 'visible',
    createElement: () => ({src: '', async: true}),
    body: {appendChild: (script: Added) => added.push({src: script.src, async: script.async})},
  };
  const performance = {getEntriesByName: (name: string) => paints.filter((paint) => paint === name)};
  class PerformanceObserver {
    constructor(callback: typeof observer) {
      if (options.observerThrows) throw new TypeError('PerformanceObserver is not a constructor');
      observer = callback;
    }
    observe(init: {type: string}) {
      expect(init).toEqual({type: 'paint'});
    }
    disconnect() {
      disconnected = true;
    }
  }
  const run = new Function(
    'document',
    'performance',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    `return (${runScriptsAfterPaint});`,
  )(
    document,
    performance,
    PerformanceObserver,
    (frame: () => void) => frames.push(frame),
    (run: () => void, at: number) => timers.push({at, run}),
  );
  run(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
  return {
    added,
    nextFrame: () => frames.splice(0).forEach((frame) => frame()),
    timers: (at: number) => timers.filter((timer) => timer.at === at).forEach((timer) => timer.run()),
    paint: (name: string) => {
      paints.push(name);
      if (!disconnected) observer?.({getEntriesByName: (wanted) => (wanted === name ? [name] : [])});
    },
  };
}

const IN_ORDER: Added[] = [
  {src: '/assets/js/runtime~main.1.js', async: false},
  {src: '/assets/js/main.2.js', async: false},
];

describe('runScriptsAfterPaint', () => {
  it('runs the scripts once the first contentful paint is reported, in order, once', () => {
    const page = loader();
    page.nextFrame();
    page.nextFrame();
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(IN_ORDER);
    page.timers(SCRIPTS_FALLBACK_MS);
    expect(page.added).toEqual(IN_ORDER);
  });

  it('waits two frames when something was painted before the parser finished', () => {
    const page = loader({paintedAlready: true});
    page.nextFrame();
    page.timers(0);
    expect(page.added).toEqual([]);
    page.nextFrame();
    expect(page.added).toEqual([]);
    page.timers(0);
    expect(page.added).toEqual(IN_ORDER);
  });

  it('runs them at once in a hidden document', () => {
    expect(loader({visible: false}).added).toEqual(IN_ORDER);
  });

  it('runs them after the fallback delay when no paint is ever reported', () => {
    const page = loader();
    page.nextFrame();
    page.nextFrame();
    page.timers(0);
    expect(page.added).toEqual([]);
    page.timers(SCRIPTS_FALLBACK_MS);
    expect(page.added).toEqual(IN_ORDER);
  });

  it('falls back to two frames where paint timing cannot be observed', () => {
    const page = loader({observerThrows: true});
    page.nextFrame();
    page.nextFrame();
    page.timers(0);
    expect(page.added).toEqual(IN_ORDER);
  });
});

describe('ssrTemplate', () => {
  const render = async (scripts: string[]) =>
    (await compileSSGTemplate(ssrTemplate))({
      appHtml: '<main>page</main>',
      baseUrl: '/base/',
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      headTags: '',
      preBodyTags: '',
      postBodyTags: '<script>last()</script>',
      metaAttributes: [],
      scripts,
      stylesheets: ['assets/css/styles.css'],
      noIndex: false,
      version: '3',
    } as never);

  it('preloads the scripts at low priority and runs them from the end of the body, none deferred', async () => {
    const html = await render(['assets/js/runtime~main.1.js', 'assets/js/main.2.js']);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="script" fetchpriority="low" href="/base/assets/js/runtime~main.1.js" />',
      '<link rel="preload" as="script" fetchpriority="low" href="/base/assets/js/main.2.js" />',
    ]);
    const body = html.slice(html.indexOf('<body'));
    expect(body.indexOf('<main>page</main>')).toBeLessThan(body.indexOf('last()'));
    expect(body).toContain(
      `<script>(${runScriptsAfterPaint})(["/base/assets/js/runtime~main.1.js","/base/assets/js/main.2.js"])</script>`,
    );
  });

  it('cannot close the inline script with a script name', async () => {
    const html = await render(['assets/js/</script><b>x.js']);
    expect(html).toContain('["/base/assets/js/\\u003c/script>\\u003cb>x.js"]');
    expect(html).not.toContain('<b>');
  });
});
