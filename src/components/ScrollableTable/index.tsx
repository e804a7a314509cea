import {useEffect, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * Whether the element's content is wider than the element, kept up to date as either resizes.
 * The observer's first call, in the frame after mounting, gives the first answer: measuring in the
 * effect itself forced a layout of the whole page inside hydration (27-34 ms at 4× slowdown on an
 * API page).
 */
function useOverflowsSideways(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

/**
 * A markdown table in a container that scrolls sideways when the table is wider than the page.
 * While it scrolls, the container is focusable, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const scrolls = useOverflowsSideways(container);
  return (
    <div
      ref={setContainer}
      className="mw-table-scroll"
      {...(scrolls ? {tabIndex: 0, role: 'group', 'aria-label': 'Table, scrolls sideways'} : {})}
    >
      <table {...props} />
    </div>
  );
}
