import {expect, test, type Page} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';

// The default build: every navbar extra on, default login URL and support address.
test.beforeEach(async ({context, page}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  await gotoHydrated(page, '/content-terms');
});

function navbar(page: Page) {
  return page.getByRole('navigation', {name: 'Main'});
}

test('the navbar has every item of the spec', async ({page}) => {
  const items: Array<[string, string]> = [
    ['Showcase', '/'],
    ['Examples', '/examples/'],
    ['Playground', '/playground'],
    ['Docs', '/docs/mapweave-basics'],
    ['Download', '/download'],
    ['Account', '/account'],
    ['Request a trial', '/try'],
  ];
  for (const [name, href] of items) {
    await expect(navbar(page).getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  }
  await expect(navbar(page).getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/api/');
  const login = navbar(page).getByRole('link', {name: /^Log in/});
  await expect(login).toHaveAttribute('href', 'https://account.mapweave.example/login');
  await expect(navbar(page).getByRole('combobox', {name: 'Search'})).toBeVisible();
  await expect(navbar(page).getByRole('button', {name: /^Framework: React/})).toBeVisible();
  await expect(navbar(page).getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
});

test('the help popup opens on its links and closes with Escape or a click outside', async ({page}) => {
  const button = navbar(page).getByRole('button', {name: 'Help'});
  const popup = page.getByRole('navigation', {name: 'Help'});
  await expect(popup).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(popup.getByRole('link', {name: 'Docs'})).toHaveAttribute('href', '/docs/mapweave-basics');
  await expect(popup.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', '/api/');
  await expect(popup.getByRole('link', {name: /Email support/})).toHaveAttribute(
    'href',
    'mailto:support@mapweave.example',
  );
  await expect(popup.getByRole('link', {name: 'Request a trial'})).toHaveAttribute('href', '/try');

  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(popup).toBeVisible();
  await page.getByRole('heading', {level: 1}).first().click();
  await expect(popup).toBeHidden();
});

test('the framework popup is usable from the keyboard', async ({page}) => {
  const button = navbar(page).getByRole('button', {name: /^Framework: React/});
  await button.focus();
  await page.keyboard.press('Enter');
  const choices = navbar(page).getByRole('group', {name: 'Framework'});
  await expect(choices.getByRole('button', {name: 'React'})).toHaveAttribute('aria-pressed', 'true');
  await expect(choices.getByRole('button', {name: 'JavaScript'})).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await expect(choices).toBeHidden();
  await expect(button).toBeFocused();
});

test('the footer links the content terms and shows the copyright and company line', async ({page}) => {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', {name: 'Content terms'})).toHaveAttribute('href', '/content-terms');
  await expect(footer).toContainText('Copyright ©');
  await expect(footer).toContainText('MapWeave Ltd. Registered in England and Wales');
});
