import type {VisibleSummary} from './Layer.js';

const VISUALLY_HIDDEN =
  'position:absolute;left:0;top:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;';
const FOCUS_OUTLINE = '2px solid #2563eb';

/** "12 nodes, 8 links visible"; counts of zero are left out; "Nothing visible" when all are. */
export function formatVisibleSummary(summary: VisibleSummary): string {
  const parts = Object.entries(summary)
    .filter(([, count]) => count > 0)
    .map(([noun, count]) => `${count} ${count === 1 ? singular(noun) : noun}`);
  return parts.length === 0 ? 'Nothing visible' : `${parts.join(', ')} visible`;
}

function singular(noun: string): string {
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`;
  return noun.endsWith('s') ? noun.slice(0, -1) : noun;
}

/** Adds counts of several layers together. */
export function sumSummaries(summaries: VisibleSummary[]): VisibleSummary {
  const total: VisibleSummary = {};
  for (const summary of summaries) {
    for (const [noun, count] of Object.entries(summary)) total[noun] = (total[noun] ?? 0) + count;
  }
  return total;
}

export interface MapAccessibility {
  setSummary(text: string): void;
  dispose(): void;
}

/**
 * Makes the container a focusable, labelled application region with a visible keyboard focus
 * ring and a visually hidden live summary of what is drawn.
 */
export function setUpAccessibility(container: HTMLElement, label: string): MapAccessibility {
  const previous = {
    tabindex: container.getAttribute('tabindex'),
    role: container.getAttribute('role'),
    label: container.getAttribute('aria-label'),
  };
  container.tabIndex = 0;
  container.setAttribute('role', 'application');
  container.setAttribute('aria-roledescription', 'map');
  if (!previous.label) container.setAttribute('aria-label', label);

  const live = document.createElement('div');
  live.className = 'mapweave-summary';
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-atomic', 'true');
  live.style.cssText = VISUALLY_HIDDEN;
  container.append(live);
  container.setAttribute('aria-describedby', appendId(container.getAttribute('aria-describedby'), ensureId(live)));

  const showFocus = () => {
    if (container.matches(':focus-visible')) container.style.outline = FOCUS_OUTLINE;
  };
  const hideFocus = () => {
    container.style.outline = 'none';
  };
  container.addEventListener('focus', showFocus);
  container.addEventListener('blur', hideFocus);

  return {
    setSummary(text) {
      if (live.textContent !== text) live.textContent = text;
    },
    dispose() {
      container.removeEventListener('focus', showFocus);
      container.removeEventListener('blur', hideFocus);
      live.remove();
      restoreAttribute(container, 'tabindex', previous.tabindex);
      restoreAttribute(container, 'role', previous.role);
      restoreAttribute(container, 'aria-label', previous.label);
      container.removeAttribute('aria-roledescription');
      container.removeAttribute('aria-describedby');
      container.style.outline = '';
    },
  };
}

let nextId = 0;

export function ensureId(element: HTMLElement, prefix = 'mapweave-summary'): string {
  if (!element.id) element.id = `${prefix}-${++nextId}`;
  return element.id;
}

/** An id list attribute (`aria-describedby`) with one more id. */
export function appendId(list: string | null, id: string): string {
  return list ? `${list} ${id}` : id;
}

function restoreAttribute(element: HTMLElement, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
