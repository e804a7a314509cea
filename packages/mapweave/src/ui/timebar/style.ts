/**
 * The TimeBar's stylesheet, scoped to `.mapweave-timebar`. Colours are custom properties a page
 * may override; `light-dark()` picks each by the element's `color-scheme`. Every row has a fixed
 * height, so nothing moves when the summary or the play button's label changes. The controls set
 * their own size and look, so that a page's styles for buttons and selects do not squeeze them.
 */
export const TIME_BAR_CSS = `
.mapweave-timebar {
  --mapweave-timebar-text: light-dark(#1f2937, #f1f5f9);
  --mapweave-timebar-muted: light-dark(#4b5563, #cbd5e1);
  --mapweave-timebar-background: light-dark(#ffffff, #1e293b);
  --mapweave-timebar-border: light-dark(rgba(15, 23, 42, 0.18), rgba(226, 232, 240, 0.25));
  --mapweave-timebar-bar: light-dark(#cbd5e1, #475569);
  --mapweave-timebar-bar-selected: light-dark(#2563eb, #60a5fa);
  --mapweave-timebar-brush: light-dark(rgba(37, 99, 235, 0.14), rgba(96, 165, 250, 0.2));
  --mapweave-timebar-handle: light-dark(#1d4ed8, #93c5fd);
  --mapweave-timebar-focus: light-dark(#b45309, #fbbf24);
  box-sizing: border-box;
  display: grid;
  grid-template-rows: 30px 20px 48px 18px;
  gap: 4px;
  padding: 6px 8px;
  color: var(--mapweave-timebar-text);
  background: var(--mapweave-timebar-background);
  border: 1px solid var(--mapweave-timebar-border);
  border-radius: 6px;
  font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  user-select: none;
}
.mapweave-timebar[data-overlay] {
  position: absolute;
  left: 8px;
  right: 8px;
  bottom: 28px;
  z-index: 2;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.2);
}
.mapweave-timebar *, .mapweave-timebar *::before { box-sizing: border-box; }
.mapweave-timebar-controls { display: flex; align-items: center; gap: 4px; min-width: 0; }
.mapweave-timebar button, .mapweave-timebar select {
  flex: none;
  width: auto;
  height: 28px;
  min-width: 28px;
  margin: 0;
  padding: 0 6px;
  color: inherit;
  background: transparent;
  border: 1px solid var(--mapweave-timebar-border);
  border-radius: 4px;
  font: inherit;
  cursor: pointer;
}
.mapweave-timebar button { white-space: nowrap; }
.mapweave-timebar select { background: var(--mapweave-timebar-background); appearance: auto; }
.mapweave-timebar button[data-play] { width: 56px; }
.mapweave-timebar label { display: inline-flex; align-items: center; gap: 4px; white-space: nowrap; cursor: pointer; }
.mapweave-timebar-summary {
  font-size: 12px;
  min-width: 0;
  color: var(--mapweave-timebar-muted);
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  font-variant-numeric: tabular-nums;
}
.mapweave-timebar-plot { position: relative; margin: 0 6px; touch-action: none; }
.mapweave-timebar-bars { position: absolute; inset: 0; display: flex; align-items: flex-end; gap: 1px; }
.mapweave-timebar-bars > div { flex: 1; min-height: 1px; background: var(--mapweave-timebar-bar); }
.mapweave-timebar-bars > div[data-selected] { background: var(--mapweave-timebar-bar-selected); }
.mapweave-timebar-brush {
  position: absolute;
  top: 0;
  bottom: 0;
  background: var(--mapweave-timebar-brush);
  border-left: 1px solid var(--mapweave-timebar-handle);
  border-right: 1px solid var(--mapweave-timebar-handle);
  cursor: grab;
}
.mapweave-timebar-handle {
  position: absolute;
  top: 0;
  bottom: 0;
  width: 14px;
  margin-left: -7px;
  cursor: ew-resize;
  outline: none;
}
.mapweave-timebar-handle::before {
  content: "";
  position: absolute;
  left: 4px;
  top: 10px;
  bottom: 10px;
  width: 6px;
  border-radius: 3px;
  background: var(--mapweave-timebar-handle);
}
.mapweave-timebar-handle[aria-disabled="true"] { display: none; }
.mapweave-timebar :focus-visible { outline: 2px solid var(--mapweave-timebar-focus); outline-offset: 1px; }
.mapweave-timebar-handle:focus-visible::before { box-shadow: 0 0 0 2px var(--mapweave-timebar-focus); }
.mapweave-timebar-axis {
  display: flex;
  justify-content: space-between;
  margin: 0 6px;
  color: var(--mapweave-timebar-muted);
  font-size: 12px;
  font-variant-numeric: tabular-nums;
}
`;
