import type {ReactNode} from 'react';

/**
 * Preloads the image of the colour mode the page is shown in: the light or the dark one of a
 * pair. A `<link rel="preload" media="(prefers-color-scheme: …)">` follows the system's mode, so
 * a reader who chose the other mode with the switch would fetch an image the page never uses
 * (and the browser warns that the preload went unused). Docusaurus sets `data-theme` on the root
 * element before the body is parsed, so this inline script, run as the parser reaches it, reads
 * the mode the page shows and adds the one link. React does not run scripts it renders itself:
 * after a client-side navigation nothing is preloaded, and the image is fetched when it is laid out.
 */
export default function ChosenModePreload({
  light,
  dark,
  highPriority = false,
}: {
  light: string;
  dark: string;
  /** The image is the page's largest paint. */
  highPriority?: boolean;
}): ReactNode {
  // Image paths are the site's own; `<` is still escaped so that no string can end the script.
  const literal = (path: string) => JSON.stringify(path).replace(/</g, '\\u003c');
  const script =
    `(function(){var l=document.createElement('link');l.rel='preload';l.as='image';` +
    `l.href=document.documentElement.getAttribute('data-theme')==='dark'?${literal(dark)}:${literal(light)};` +
    (highPriority ? `l.setAttribute('fetchpriority','high');` : '') +
    `document.head.appendChild(l)})()`;
  return <script dangerouslySetInnerHTML={{__html: script}} suppressHydrationWarning />;
}
