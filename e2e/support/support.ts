import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './money';
import { BASE_URL } from './users';

/** Screenshots of the support pages, for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/**
 * Takes the same screenshot at 1280 px and at 390 px, and leaves the page at 1280 px. At 390 px nothing may
 * make the page scroll sideways; with `mainOnly`, only the screen's own content (#main) is held to that.
 */
export async function shootBothWidths(page: Page, name: string, mainOnly = false): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  // The side menu slides away when the window narrows; shoot once it has.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  if (mainOnly) await expectMainFits(page);
  else await expectNoSidewaysScroll(page);
  await shoot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** True when a visitor's session is over: a customer page sends them back to the sign-in screen. */
export async function expectSignedOut(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('button', { name: 'login' })).toBeVisible();
}

/** The screen's own content fits the window: nothing in #main is wider than #main, nor #main than the window. */
async function expectMainFits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const main = document.getElementById('main')!;
    return Math.max(
      main.scrollWidth - main.clientWidth,
      main.getBoundingClientRect().right - window.innerWidth,
    );
  });
  expect(overflow).toBeLessThanOrEqual(0);
}
