import { expect, type Browser, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './money';
import { BASE_URL, signIn } from './users';
import { seededAdminOn } from './admin-sign-in';

/** Markup typed by a customer: each would run a script or open a dialog if a page rendered it as HTML. */
export const MARKUP = {
  firstName: '<img src=x onerror=window.__pwned=1>',
  lastName: '<script>window.__pwned=2</script>',
  text: '<svg onload=alert(1)><img src=x onerror=alert(2)> & "quoted"',
  kin: '<iframe src=javascript:alert(3)>',
};

export type Watched = { page: Page; dialogs: string[] };

/**
 * A browser session that records every dialog. With `bypassCSP` the page runs without our Content
 * Security Policy, so only the pages' own escaping stands between stored markup and a running script.
 */
export async function watchedSession(browser: Browser, bypassCSP: boolean): Promise<Watched> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    bypassCSP,
    viewport: { width: 1280, height: 800 },
  });
  return watch(await context.newPage());
}

/** Records (and dismisses) every dialog `page` opens. */
function watch(page: Page): Watched {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

export async function customerWatched(browser: Browser, email: string, password: string): Promise<Watched> {
  const watched = await watchedSession(browser, true);
  await signIn(watched.page, email, password);
  await expect(watched.page).toHaveURL('/dashboard');
  return watched;
}

export async function adminWatched(browser: Browser): Promise<Watched> {
  const page = await seededAdminOn(browser, {
    baseURL: BASE_URL,
    bypassCSP: true,
    viewport: { width: 1280, height: 800 },
  });
  return watch(page);
}

/** The literal texts are on screen, no injected element exists, no script ran and no dialog opened. */
export async function expectInert(watched: Watched, texts: string[]): Promise<void> {
  const { page, dialogs } = watched;
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
  // Give an image error or an iframe load the moment it would need to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], [onerror], svg[onload], iframe, script:not([src])')).toHaveCount(
    0,
  );
  expect(dialogs).toEqual([]);
}

/** A JSON call made with the page's own session (cookie and Origin of the app). */
export async function apiPost(page: Page, url: string, data: object): Promise<Record<string, unknown>> {
  const response = await page.request.post(url, { data, headers: { Origin: BASE_URL } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * At 390 px a long name without spaces must wrap, not widen the page; the screenshot is for a person to
 * look at. The window goes back to 1280 px afterwards.
 */
export async function phoneCheck(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `test-results/screens/security-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}
