import {useEffect, useRef, useState, type ReactNode, type ReactPortal} from 'react';
import {createPortal} from 'react-dom';
import type {MapWeave, PointerEventItem} from '../index.js';

/** The `tooltip` prop of `<MapWeave>`: text, React elements, or `null` for no tooltip. */
export type TooltipRender = (item: PointerEventItem) => ReactNode;

/**
 * Hands `render` to the map as its tooltip function: text goes to the map as text; React
 * elements render (through a portal) into an element the map shows as the tooltip.
 */
export function useTooltipRender(map: MapWeave | null, render: TooltipRender | undefined): ReactPortal | null {
  const latest = useRef(render);
  useEffect(() => {
    latest.current = render;
  });
  const [holder] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const [content, setContent] = useState<ReactNode>(null);
  const hasRender = render !== undefined;

  useEffect(() => {
    if (!map || !holder) return;
    map.setTooltip(
      hasRender
        ? (item) => {
            const node = latest.current?.(item);
            if (node === null || node === undefined || typeof node === 'boolean' || node === '') return null;
            if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
            setContent(node);
            return holder;
          }
        : null,
    );
  }, [map, holder, hasRender]);

  return holder ? createPortal(content, holder) : null;
}
