/**
 * Opens the popup of the SDK name under the pointer or the focus (see ./HoverName) beside it,
 * inside the window; keeps it while the pointer is on the name or the popup or the name has the
 * focus; closes it on Escape. One set of document listeners for every code block, also for
 * blocks kept from the server's HTML.
 */
const NAME = '[data-hover-name]';
const MARGIN = 8;

let open: {name: Element; tip: HTMLElement} | null = null;

function place(): void {
  if (!open) return;
  const anchor = open.name.getBoundingClientRect();
  const {width, height} = open.tip.getBoundingClientRect();
  const below = anchor.bottom + height + MARGIN <= window.innerHeight || anchor.top < height + MARGIN;
  open.tip.style.top = `${below ? anchor.bottom : anchor.top - height}px`;
  open.tip.style.left = `${Math.max(MARGIN, Math.min(anchor.left, window.innerWidth - width - MARGIN))}px`;
}

function close(): void {
  open?.tip.removeAttribute('data-open');
  open = null;
}

function show(event: Event): void {
  const name = event.target instanceof Element ? event.target.closest(NAME) : null;
  const tip = name && document.getElementById(name.getAttribute('aria-describedby') ?? '');
  if (!tip || open?.name === name) return;
  close();
  tip.setAttribute('data-open', '');
  open = {name, tip};
  place();
}

function held(target: EventTarget | null): boolean {
  if (!open) return false;
  const {name, tip} = open;
  return target instanceof Node && (name.contains(target) || tip.contains(target));
}

let installed = false;

export function installHoverTips(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('mouseover', show);
  document.addEventListener('focusin', show);
  document.addEventListener('mouseout', (event) => {
    if (open && !held(event.relatedTarget) && document.activeElement !== open.name) close();
  });
  document.addEventListener('focusout', (event) => {
    if (open && event.target === open.name && !open.name.matches(':hover') && !open.tip.matches(':hover')) close();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  document.addEventListener('scroll', place, {capture: true, passive: true});
}
