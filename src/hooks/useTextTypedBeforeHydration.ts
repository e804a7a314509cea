import {useLayoutEffect, type RefObject} from 'react';
import {textTypedBeforeHydration} from '@site/src/lib/typed-before-hydration';

/**
 * Hands `keep` the text typed into a server-rendered field before the page hydrated, once, right
 * after the field mounts and before any later render would write the state's value over it.
 */
export function useTextTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  keep: (text: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = textTypedBeforeHydration(field.current);
    if (typed !== null) keep(typed);
    // Once, on mount: later differences are the state's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
