/** Receives an error thrown by an event handler, with the event it was handling. */
export type HandlerErrorReporter = (error: unknown, eventName: string) => void;

export interface EmitterOptions {
  /**
   * Called when a handler throws; the other handlers still run. Without it the error is
   * reported to the host (`reportError`, or `console.error`).
   */
  onHandlerError?: HandlerErrorReporter;
}

type Handler<T> = (event: T) => void;

/** A typed event emitter: `on`, `off`, `once`, `emit`. */
export class Emitter<Events extends object> {
  private readonly handlers = new Map<keyof Events, Handler<never>[]>();
  private readonly onHandlerError: HandlerErrorReporter | undefined;
  /** True while `onHandlerError` runs, so a handler failing inside it cannot loop forever. */
  private reporting = false;

  constructor(options: EmitterOptions = {}) {
    this.onHandlerError = options.onHandlerError;
  }

  /** Adds a handler; returns a function that removes it. */
  on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(name, list);
    return () => this.off(name, handler);
  }

  /** Removes one registration of `handler` for `name`; unknown handlers are ignored. */
  off<K extends keyof Events>(name: K, handler: Handler<Events[K]>): void {
    const list = this.handlers.get(name);
    if (!list) return;
    const index = list.indexOf(handler as Handler<never>);
    if (index === -1) return;
    const next = list.slice();
    next.splice(index, 1);
    if (next.length === 0) this.handlers.delete(name);
    else this.handlers.set(name, next);
  }

  /** Adds a handler that removes itself after its first call. */
  once<K extends keyof Events>(name: K, handler: Handler<Events[K]>): () => void {
    const wrapper: Handler<Events[K]> = (event) => {
      this.off(name, wrapper);
      handler(event);
    };
    return this.on(name, wrapper);
  }

  /** Calls every handler of `name` registered when the emit starts, in registration order. */
  emit<K extends keyof Events>(name: K, event: Events[K]): void {
    const list = this.handlers.get(name) as Handler<Events[K]>[] | undefined;
    if (!list) return;
    // `off` replaces the array instead of mutating it, so this snapshot is stable.
    for (const handler of list) {
      try {
        handler(event);
      } catch (error) {
        this.report(error, String(name));
      }
    }
  }

  hasListeners<K extends keyof Events>(name: K): boolean {
    return this.handlers.has(name);
  }

  listenerCount<K extends keyof Events>(name: K): number {
    return this.handlers.get(name)?.length ?? 0;
  }

  /** Removes every handler of every event. */
  clear(): void {
    this.handlers.clear();
  }

  private report(error: unknown, eventName: string): void {
    if (this.onHandlerError && !this.reporting) {
      this.reporting = true;
      try {
        this.onHandlerError(error, eventName);
      } catch (reporterError) {
        reportToHost(reporterError);
      } finally {
        this.reporting = false;
      }
      return;
    }
    reportToHost(error);
  }
}

function reportToHost(error: unknown): void {
  const host = globalThis as {reportError?: (error: unknown) => void};
  if (typeof host.reportError === 'function') host.reportError(error);
  else console.error(error);
}
