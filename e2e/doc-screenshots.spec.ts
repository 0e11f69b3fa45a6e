import { test } from '@playwright/test';
import { customerWithPayments } from './support/payments';
import { DESKTOP, PHONE, waitForPage } from './support/routes';

/*
 * The pictures of docs/web.md: the dashboard and the statement of a new customer with three payments, at 1280
 * and 390 px. Only on demand: `DOC_SHOTS=after npx playwright test e2e/doc-screenshots.spec.ts` writes
 * docs/screenshots/<page>-<width>-after.png (what the window shows, not the whole page, to keep them small).
 */
const suffix = process.env.DOC_SHOTS;

test('screenshots of the dashboard and the statement for docs/web.md', async ({ browser }) => {
  test.skip(!suffix, 'set DOC_SHOTS=before|after to write the pictures');
  const { page } = await customerWithPayments(browser);
  for (const [name, path] of [
    ['dashboard', '/dashboard'],
    ['statement', '/HistoryPage'],
  ] as const) {
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(path);
      await waitForPage(page);
      await page.screenshot({ path: `docs/screenshots/${name}-${size.width}-${suffix}.png` });
    }
  }
});
