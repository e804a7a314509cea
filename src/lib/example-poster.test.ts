// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {examplePosterScript} from './example-poster';

function run(search: string, theme = 'light'): HTMLImageElement {
  window.history.replaceState(null, '', `/examples/example${search}`);
  document.documentElement.setAttribute('data-theme', theme);
  document.body.innerHTML = '<img hidden alt=""><script></script>';
  const image = document.querySelector('img')!;
  const script = document.querySelector('script')!;
  Object.defineProperty(document, 'currentScript', {configurable: true, get: () => script});
  new Function(examplePosterScript(['basic-network', 'playback'], '/base/img/examples/'))();
  return image;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'currentScript');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('examplePosterScript', () => {
  it('shows the named example’s thumbnail in the page’s colour mode', () => {
    const image = run('?name=basic-network');
    expect(image.hidden).toBe(false);
    expect(image.getAttribute('src')).toBe('/base/img/examples/basic-network-light.webp');
    expect(image.getAttribute('srcset')).toBe(
      '/base/img/examples/basic-network-light.webp 1x, /base/img/examples/basic-network-light@2x.webp 2x',
    );
    expect(run('?name=playback', 'dark').getAttribute('src')).toBe('/base/img/examples/playback-dark.webp');
  });

  it('shows nothing for a name that is no example', () => {
    for (const search of [
      '',
      '?name=',
      '?name=basic',
      '?name=../basic-network',
      '?name=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    ]) {
      const image = run(search);
      expect(image.hidden).toBe(true);
      expect(image.hasAttribute('src')).toBe(false);
    }
  });

  it('cannot be closed by an id or prefix that contains a closing tag', () => {
    expect(examplePosterScript(['</script><script>alert(1)//'], '/</script>/')).not.toContain('</');
  });
});
