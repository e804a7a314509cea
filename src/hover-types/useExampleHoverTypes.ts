import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {exampleHoverTypesPath} from './examples';

/**
 * The hover types of an example's program, as the JSON a code block takes (`data-hover-types`), or
 * null until they have loaded (or when they cannot be: the code then shows without them).
 */
export function useExampleHoverTypes(id: string, file: string): string | null {
  const url = useBaseUrl(exampleHoverTypesPath(id, file));
  const [loaded, setLoaded] = useState<{url: string; json: string} | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, {signal: controller.signal})
      .then(async (response) => (response.ok ? ((await response.json()) as unknown) : null))
      .then((hoverTypes) => {
        if (hoverTypes !== null) setLoaded({url, json: JSON.stringify(hoverTypes)});
      })
      .catch(() => {});
    return () => controller.abort();
  }, [url]);
  return loaded?.url === url ? loaded.json : null;
}
