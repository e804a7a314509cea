import type {Page} from '@playwright/test';

/** Strings found in the Datadog browser RUM SDK's code and nowhere else on the site. */
const DATADOG_SDK_MARKERS = ['DD_RUM', 'browser-intake-'];

/** Collects the text of every script the page loads from now on. */
export function collectScripts(page: Page): {bodies: () => Promise<string[]>} {
  const pending: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') pending.push(response.text());
  });
  return {bodies: () => Promise.all(pending)};
}

export function isDatadogSdk(script: string): boolean {
  return DATADOG_SDK_MARKERS.every((marker) => script.includes(marker));
}
