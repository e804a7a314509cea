import type {Id} from './types.js';

/**
 * Selected and hovered items are drawn in this magenta: no demo palette, category or scale uses
 * it, so a selection never reads as data.
 */
export const SELECTION_COLOR = '#ff00ff';

/** Opacity of the items that are not selected while some are (`dimUnselected`). */
export const DIMMED_OPACITY = 0.3;

/**
 * A layer's selected items: replaced by `select()`, toggled by clicks, pruned when items go. A
 * change of the selected set (not a prune) calls `onChange` with the new list, where the layer
 * redraws and emits `selection-change`.
 */
export class ItemSelection {
  private selected = new Set<Id>();

  constructor(private readonly onChange: (selected: Id[]) => void) {}

  /** The selected ids (live view: do not mutate). */
  get ids(): ReadonlySet<Id> {
    return this.selected;
  }

  list(): Id[] {
    return [...this.selected];
  }

  /** Replaces the selection; calls `onChange` when it differs. */
  replace(next: Iterable<Id>): void {
    const candidate = new Set(next);
    const same = candidate.size === this.selected.size && [...candidate].every((id) => this.selected.has(id));
    if (same) return;
    this.selected = candidate;
    this.onChange([...candidate]);
  }

  /**
   * A click on `id` (null: on nothing selectable): selects only it, or with `additive` (a modifier
   * key) adds or removes it; a plain click on nothing clears the selection.
   */
  click(id: Id | null, additive: boolean): void {
    if (id === null) {
      if (!additive) this.replace([]);
      return;
    }
    const next = new Set(additive ? this.selected : []);
    if (additive && this.selected.has(id)) next.delete(id);
    else next.add(id);
    this.replace(next);
  }

  /** Keeps only the ids `exists` accepts, without calling `onChange` (the items are gone). */
  prune(exists: (id: Id) => boolean): void {
    this.selected = new Set([...this.selected].filter(exists));
  }
}
