import type {ComboNode, Id} from '../../../core/types.js';

/**
 * The combos the user expanded, by combo id, with their member node ids. A combo's id names its
 * members, so an expansion applies exactly while the same nodes group together again (at another
 * zoom the group, and with it the id, may differ); it lasts until collapsed or a member is removed.
 */
export class ComboExpansion {
  private readonly expanded = new Map<Id, readonly Id[]>();

  /** The ids to hand to proximity combining: their groups stay apart. */
  ids(): ReadonlySet<Id> {
    return new Set(this.expanded.keys());
  }

  /** The member ids of every expanded combo. */
  groups(): Iterable<readonly Id[]> {
    return this.expanded.values();
  }

  get size(): number {
    return this.expanded.size;
  }

  list(): Id[] {
    return [...this.expanded.keys()];
  }

  has(comboId: Id): boolean {
    return this.expanded.has(comboId);
  }

  /** Returns false when the combo was already expanded. */
  expand(combo: ComboNode): boolean {
    if (this.expanded.has(combo.id)) return false;
    this.expanded.set(combo.id, [...combo.nodeIds]);
    return true;
  }

  /** Returns false when the combo was not expanded. */
  collapse(comboId: Id): boolean {
    return this.expanded.delete(comboId);
  }

  /** Forgets expansions with a member that no longer exists; returns whether any was forgotten. */
  prune(hasNode: (id: Id) => boolean): boolean {
    let pruned = false;
    for (const [comboId, memberIds] of this.expanded) {
      if (memberIds.every(hasNode)) continue;
      this.expanded.delete(comboId);
      pruned = true;
    }
    return pruned;
  }
}
