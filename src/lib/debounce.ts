export interface Debounced<Args extends unknown[]> {
  /** Calls `run` with these arguments once no further call has come for the delay. */
  schedule(...args: Args): void;
  /** Runs a pending call now (for example when the page is hidden). */
  flush(): void;
  /** Drops a pending call. */
  cancel(): void;
  readonly pending: boolean;
}

/** Trailing-edge debounce: of a burst of calls, only the last runs, `delayMs` after it. */
export function debounce<Args extends unknown[]>(run: (...args: Args) => void, delayMs: number): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastArgs: Args | null = null;
  const fire = () => {
    timer = null;
    const args = lastArgs;
    lastArgs = null;
    if (args !== null) run(...args);
  };
  return {
    schedule(...args) {
      lastArgs = args;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush() {
      if (timer === null) return;
      clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      lastArgs = null;
    },
    get pending() {
      return timer !== null;
    },
  };
}
