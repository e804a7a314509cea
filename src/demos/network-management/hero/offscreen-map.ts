/**
 * The page's side of the home page's map: a canvas whose drawing is handed to hero.worker.ts,
 * and the reader's input (drag, Ctrl/⌘ + wheel, two fingers, double-click, keys) forwarded to it
 * as view inputs. The map sits in a scrolling page, so its gestures are cooperative (the SDK's
 * `setUpCooperativeGestures`): the wheel and one finger scroll the page. The page keeps the map's
 * name, focus and size; it loads no map code.
 */
import {setUpCooperativeGestures} from 'mapweave';
import type {DemoMapController, DemoMapModule, MapTheme} from '@site/src/components/Demo/types';
import type {NetworkManagementData} from '@site/src/demos/network-management/model';
import {keyInput, twoFingerInputs, wheelZoom, type TouchPair} from './input';
import type {FromWorker, MapSize, ToWorker, ViewInput} from './protocol';

export const mount: DemoMapModule<NetworkManagementData, DemoMapController>['mount'] = (container, data, {theme}) => {
  const worker = new Worker(new URL('./hero.worker.ts', import.meta.url), {name: 'hero-map'});
  const send = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  const size: MapSize = {width: Math.max(1, container.clientWidth), height: Math.max(1, container.clientHeight)};
  // The drawing keeps its first size (see hero.worker.ts): inputs are scaled from CSS pixels to it.
  const move = (input: ViewInput) => {
    const scale = size.width / Math.max(1, container.clientWidth);
    send({
      type: 'view',
      input:
        input.kind === 'pan'
          ? {...input, dx: input.dx * scale, dy: input.dy * scale}
          : {...input, x: input.x * scale, y: input.y * scale},
    });
  };

  const describedBy = container.getAttribute('aria-describedby');
  const description = document.createElement('p');
  description.id = `${container.id || 'hero-map'}-keys`;
  description.hidden = true;
  description.textContent = `${data.sites.length} sites and ${data.links.length} links. Drag or use the arrow keys to pan; a double click or + and - zoom.`;
  container.append(description);
  container.tabIndex = 0;
  container.setAttribute('role', 'application');
  container.setAttribute('aria-roledescription', 'map');
  container.setAttribute('aria-label', 'Fibre backbone map');
  container.setAttribute('aria-describedby', description.id);

  const canvas = document.createElement('canvas');
  // One-finger swipes stay the page's: it scrolls (see setUpCooperativeGestures).
  canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;touch-action:pan-x pan-y;';
  container.append(canvas);
  Object.assign(canvas, size);
  const offscreen = canvas.transferControlToOffscreen();
  send({type: 'start', canvas: offscreen, size, theme, data}, [offscreen]);
  const gestures = setUpCooperativeGestures(container, {touch: true});

  let drag: {pointerId: number; x: number; y: number} | null = null;
  /** Touch points on the map, by pointer id, in CSS pixels of the canvas. */
  const touches = new Map<number, {x: number; y: number}>();
  const touchPair = (): TouchPair | null => {
    const [first, second] = [...touches.values()];
    return first && second ? [first, second] : null;
  };
  const endPointer = (event: Event) => {
    const {pointerId} = event as PointerEvent;
    touches.delete(pointerId);
    if (drag?.pointerId === pointerId) drag = null;
  };
  const listeners: [EventTarget, string, EventListener][] = [
    [
      canvas,
      'pointerdown',
      (event) => {
        const {pointerId, pointerType, offsetX, offsetY, clientX, clientY} = event as PointerEvent;
        if (pointerType === 'touch') touches.set(pointerId, {x: offsetX, y: offsetY});
        else drag = {pointerId, x: clientX, y: clientY};
        canvas.setPointerCapture(pointerId);
      },
    ],
    [
      canvas,
      'pointermove',
      (event) => {
        const {pointerId, pointerType, offsetX, offsetY, clientX, clientY} = event as PointerEvent;
        if (pointerType === 'touch') {
          const before = touchPair();
          if (!touches.has(pointerId)) return;
          touches.set(pointerId, {x: offsetX, y: offsetY});
          const after = touchPair();
          if (before && after) for (const input of twoFingerInputs(before, after)) move(input);
          return;
        }
        if (!drag || drag.pointerId !== pointerId) return;
        move({kind: 'pan', dx: clientX - drag.x, dy: clientY - drag.y});
        drag = {pointerId, x: clientX, y: clientY};
      },
    ],
    [canvas, 'pointerup', endPointer],
    [canvas, 'pointercancel', endPointer],
    [
      canvas,
      'wheel',
      // Only Ctrl/⌘ + wheel (or a pinch) gets here: setUpCooperativeGestures leaves the rest to the page.
      (event) => {
        const {offsetX, offsetY, deltaY} = event as WheelEvent;
        event.preventDefault();
        move({kind: 'zoom', x: offsetX, y: offsetY, by: wheelZoom(deltaY)});
      },
    ],
    [
      canvas,
      'dblclick',
      (event) => {
        const {offsetX, offsetY} = event as MouseEvent;
        move({kind: 'zoom', x: offsetX, y: offsetY, by: 1});
      },
    ],
    [
      container,
      'keydown',
      (event) => {
        const input = keyInput((event as KeyboardEvent).key, container.clientWidth, container.clientHeight);
        if (!input) return;
        event.preventDefault();
        move(input);
      },
    ],
  ];
  for (const [target, type, listener] of listeners)
    target.addEventListener(type, listener, {passive: type !== 'wheel' && type !== 'keydown'});

  const destroy = () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    gestures.dispose();
    worker.terminate();
    canvas.remove();
    description.remove();
    for (const name of ['tabindex', 'role', 'aria-roledescription', 'aria-label']) container.removeAttribute(name);
    if (describedBy === null) container.removeAttribute('aria-describedby');
    else container.setAttribute('aria-describedby', describedBy);
  };
  const controller: DemoMapController = {
    setTheme: (next: MapTheme) => send({type: 'theme', theme: next}),
    destroy,
  };
  return new Promise<DemoMapController>((resolve, reject) => {
    let started = false;
    const fail = (message: string) => {
      if (started) {
        console.error(`The home map stopped: ${message}`);
        return;
      }
      destroy();
      reject(new Error(`The home map could not start: ${message}`));
    };
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
      if (event.data.type === 'error') fail(event.data.message);
      else {
        started = true;
        resolve(controller);
      }
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      fail(event.message || 'its worker did not load');
    });
  });
};
