import type {Page} from '@playwright/test';

/** A message the runner frame sent, as the harness recorded it. */
export interface RecordedMessage {
  type: string;
  [key: string]: unknown;
}

/**
 * Puts the runner frame into the current page exactly as the site's Runner does
 * (`sandbox="allow-scripts"`, no `allow-same-origin`, a `MessagePort` handed over on its first
 * load) and records what it sends through the port. Lets a test run any program, including
 * hostile ones, against the real frame and bundles.
 */
export async function mountRunnerFrame(
  page: Page,
  size: {width: number; height: number} = {width: 480, height: 320},
): Promise<void> {
  await page.evaluate(async ({width, height}) => {
    document.getElementById('harness-runner')?.remove();
    const frame = document.createElement('iframe');
    frame.id = 'harness-runner';
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.style.cssText = `position:fixed;left:0;top:0;width:${width}px;height:${height}px;border:0;z-index:10000`;
    const recorded: unknown[] = [];
    const channel = new MessageChannel();
    Object.assign(window, {runnerMessages: recorded, runnerPort: channel.port1});
    const ready = new Promise<void>((resolve) => {
      channel.port1.onmessage = (event) => {
        recorded.push(event.data);
        if ((event.data as {type?: string}).type === 'ready') resolve();
      };
    });
    frame.addEventListener('load', () => frame.contentWindow?.postMessage({type: 'connect'}, '*', [channel.port2]), {
      once: true,
    });
    frame.src = '/runner/frame.html';
    document.body.append(frame);
    await ready;
  }, size);
}

export async function runInFrame(
  page: Page,
  source: string,
  framework: 'react' | 'javascript' = 'javascript',
  workerSource?: string,
): Promise<void> {
  await page.evaluate(
    ({source, framework, workerSource}) => {
      (window as unknown as {runnerPort: MessagePort}).runnerPort.postMessage({
        type: 'run',
        framework,
        source,
        colorMode: 'light',
        ...(workerSource ? {workerSource} : {}),
      });
    },
    {source, framework, workerSource},
  );
}

export function runnerMessages(page: Page): Promise<RecordedMessage[]> {
  return page.evaluate(() => (window as unknown as {runnerMessages: RecordedMessage[]}).runnerMessages);
}

/** Waits until the frame has sent a message of `type` (and, when given, matching `where`). */
export async function waitForRunnerMessage(
  page: Page,
  type: string,
  where: (message: RecordedMessage) => boolean = () => true,
  timeout = 20_000,
): Promise<RecordedMessage> {
  const started = Date.now();
  for (;;) {
    const found = (await runnerMessages(page)).find((message) => message.type === type && where(message));
    if (found) return found;
    if (Date.now() - started > timeout) {
      throw new Error(
        `No "${type}" message from the runner in ${timeout} ms; got ${JSON.stringify(await runnerMessages(page))}`,
      );
    }
    await page.waitForTimeout(100);
  }
}

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Buffer;
}

/** The pixels of an element's screenshot, decoded by the page's own image decoder (no image library in Node). */
export async function screenshotPixels(page: Page, selector: string): Promise<Pixels> {
  return decodePng(page, await page.locator(selector).screenshot());
}

/** The pixels of a PNG, decoded by the page's own image decoder. */
export async function decodePng(page: Page, png: Buffer): Promise<Pixels> {
  const {width, height, base64} = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/png;base64,${source}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const bytes = context.getImageData(0, 0, image.width, image.height).data;
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return {width: image.width, height: image.height, base64: btoa(binary)};
  }, png.toString('base64'));
  return {width, height, data: Buffer.from(base64, 'base64')};
}

/** The colour at a pixel. */
export function colourAt({width, data}: Pixels, x: number, y: number): [number, number, number] {
  const i = (y * width + x) * 4;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

/** How many distinct colours a screenshot region has: a blank canvas has one or two. */
export async function distinctColours(page: Page, selector: string): Promise<number> {
  const {data} = await screenshotPixels(page, selector);
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  return colours.size;
}

/** The text of the page's first code block, line by line (the line numbers are CSS, not text). */
export function shownCode(page: Page): Promise<string> {
  return page
    .locator('main pre code')
    .first()
    .evaluate((code) => [...code.querySelectorAll('.token-line')].map((line) => line.textContent ?? '').join('\n'));
}
