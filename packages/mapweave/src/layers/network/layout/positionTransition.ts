/** Eases in and out (cubic): nodes leave gently and arrive gently. */
function ease(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
}

/**
 * Node positions moving from where they were drawn to where they belong, over `durationMs`. A
 * node without a start (NaN) appears at its end; one without an end disappears at once.
 */
export class PositionTransition {
  private from: Float64Array = new Float64Array(0);
  private to: Float64Array = new Float64Array(0);
  private start = 0;
  private duration = 0;

  get running(): boolean {
    return this.duration > 0;
  }

  begin(from: Float64Array, to: Float64Array, durationMs: number, now: number): void {
    this.from = from;
    this.to = to.slice();
    this.start = now;
    this.duration = durationMs;
  }

  /** The ends changed while moving (data, pins): the nodes head for the new ones from where they are. */
  retarget(to: Float64Array): void {
    if (this.running) this.to = to.slice();
  }

  /** Writes the positions at `now` into `values`; returns whether the transition goes on. */
  step(values: Float64Array, now: number): boolean {
    if (!this.running) return false;
    const t = Math.min(1, Math.max(0, (now - this.start) / this.duration));
    const k = ease(t);
    const {from, to} = this;
    const length = Math.min(from.length, to.length, values.length);
    for (let i = 0; i < length; i++) {
      const [a, b] = [from[i]!, to[i]!];
      values[i] = Number.isNaN(a) || Number.isNaN(b) ? b : a + (b - a) * k;
    }
    if (t >= 1) this.duration = 0;
    return this.running;
  }

  /** Stops where the nodes are now. */
  cancel(): void {
    this.duration = 0;
  }

  /** Ends the transition where it was going. */
  finish(values: Float64Array): void {
    if (!this.running) return;
    this.duration = 0;
    values.set(this.to.subarray(0, Math.min(this.to.length, values.length)));
  }
}
