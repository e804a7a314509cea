import {prefersReducedMotion} from '../core/motion.js';

/** Milliseconds the basemap takes to fade out or back in. */
export const BASEMAP_FADE_MS = 400;

/**
 * The basemap's opacity while layers show what is not on the map (link charts): it fades out
 * while any layer asks and back in when none does, at once with reduced motion.
 */
export class BasemapFade {
  private readonly hiders = new Set<string>();
  private opacity = 1;
  private frame: number | ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly apply: (opacity: number) => void) {}

  setHidden(layerId: string, hidden: boolean): void {
    const before = this.hiders.size;
    if (hidden) this.hiders.add(layerId);
    else this.hiders.delete(layerId);
    if ((before === 0) !== (this.hiders.size === 0)) this.fadeTo(this.hiders.size === 0 ? 1 : 0);
  }

  /** Stops fading where it is. */
  stop(): void {
    if (this.frame === null) return;
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(this.frame as number);
    else clearTimeout(this.frame as ReturnType<typeof setTimeout>);
    this.frame = null;
  }

  private fadeTo(target: number): void {
    this.stop();
    if (prefersReducedMotion()) {
      this.set(target);
      return;
    }
    const start = performance.now();
    const from = this.opacity;
    const step = () => {
      const t = Math.min(1, (performance.now() - start) / BASEMAP_FADE_MS);
      this.set(from + (target - from) * t);
      this.frame = t < 1 ? nextFrame(step) : null;
    };
    this.frame = nextFrame(step);
  }

  private set(opacity: number): void {
    this.opacity = opacity;
    this.apply(opacity);
  }
}

function nextFrame(callback: () => void): number | ReturnType<typeof setTimeout> {
  return typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16);
}
