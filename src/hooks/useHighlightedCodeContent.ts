import {useEffect, useState, type ComponentType} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import type ContentType from '@theme/CodeBlock/Content';
import serverContent from './serverHighlightedCodeContent';

type Content = ComponentType<WrapperProps<typeof ContentType>>;

// The browser's build resolves serverHighlightedCodeContent to an empty module: not a component there.
let loaded: Content | null = typeof serverContent === 'function' ? serverContent : null;
let loading: Promise<Content> | null = null;

/**
 * Loads the theme's highlighting Content with Prism, which would otherwise be a fifth of the first
 * load's script (110 KB, evaluated on every page, though most pages have no code or keep the
 * server's highlighting). A failed load can be tried again.
 */
function loadHighlightedContent(): Promise<Content> {
  loading ??= import('./highlightedCodeContent').then(
    (module) => (loaded = module.default as Content),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The theme's highlighting code block Content when `wanted`, once loaded; null until then, and
 * while not wanted (nothing loads). A failed load leaves the caller's fallback, and the next
 * block to want it tries again.
 */
export function useHighlightedCodeContent(wanted: boolean): Content | null {
  const [content, setContent] = useState(() => loaded);
  useEffect(() => {
    if (!wanted || content) return undefined;
    let current = true;
    loadHighlightedContent().then(
      (next) => current && setContent(() => next),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, content]);
  return wanted ? content : null;
}
