const ATTRIBUTION_STYLE =
  'position:absolute;right:0;bottom:0;z-index:1;max-width:100%;padding:1px 5px;font:11px/1.4 sans-serif;' +
  'color:#333;background:rgba(255,255,255,0.75);pointer-events:auto;';

export interface AttributionControl {
  /** Shows the distinct credits (none: the element is hidden). */
  set(credits: string[]): void;
  dispose(): void;
}

/** The credits of the tiles and data on the map, bottom right of the container, as plain text. */
export function createAttribution(container: HTMLElement): AttributionControl {
  const element = document.createElement('div');
  element.className = 'mapweave-attribution';
  element.style.cssText = ATTRIBUTION_STYLE;
  element.hidden = true;
  container.append(element);
  return {
    set(credits) {
      const text = [...new Set(credits.filter((credit) => credit.trim() !== ''))].join(' · ');
      element.textContent = text;
      element.hidden = text === '';
    },
    dispose() {
      element.remove();
    },
  };
}
