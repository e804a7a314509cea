/**
 * Places the popup of the SDK name under the pointer or the focus (see ./HoverName) beside it,
 * inside the window, and closes it on Escape until the name is entered or focused again. One set
 * of document listeners for every code block, also for blocks kept from the server's HTML.
 */
const NAME = '[data-hover-name]';
const MARGIN = 8;

function place(name: Element): void {
  const tip = name.nextElementSibling;
  if (!(tip instanceof HTMLElement) || tip.getAttribute('role') !== 'tooltip') return;
  const anchor = name.getBoundingClientRect();
  const {width, height} = tip.getBoundingClientRect();
  const below = anchor.bottom + height + MARGIN <= window.innerHeight || anchor.top < height + MARGIN;
  tip.style.top = `${below ? anchor.bottom : anchor.top - height}px`;
  tip.style.left = `${Math.max(MARGIN, Math.min(anchor.left, window.innerWidth - width - MARGIN))}px`;
}

function shownNames(): Element[] {
  return [...document.querySelectorAll(`${NAME}:hover, ${NAME}:focus`)];
}

function open(event: Event): void {
  const name = event.target instanceof Element ? event.target.closest(NAME) : null;
  if (!name) return;
  name.removeAttribute('data-dismissed');
  place(name);
}

let installed = false;

export function installHoverTips(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('mouseover', open);
  document.addEventListener('focusin', open);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') shownNames().forEach((name) => name.setAttribute('data-dismissed', ''));
  });
  document.addEventListener('scroll', () => shownNames().forEach(place), {capture: true, passive: true});
}
