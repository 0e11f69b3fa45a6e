import { expect, test, type Page } from '@playwright/test';
import { customerWithPayments } from './support/payments';
import { customerRoutes, DESKTOP, PHONE, waitForPage } from './support/routes';

/*
 * Cumulative layout shift of every customer page as it loads, at 1280×800 and 390×844, for a customer whose
 * identity is not verified yet (the dashboard's notice is shown) and who has payments: at most 0.05 each
 * (Google's "good" is 0.1). Shifts are the browser's own `layout-shift` entries, summed from the first paint
 * until the page has loaded its data and been still for a moment, as web-vitals counts them.
 */
const MAX_CLS = 0.05;

async function layoutShift(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await waitForPage(page);
  // The notice and the lists arrive after the heading: give the slowest answer time to land.
  await page.waitForTimeout(700);
  const { cls, moved } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __moved?: string[] };
    return { cls: w.__cls, moved: w.__moved ?? [] };
  });
  if (cls > MAX_CLS) console.log(`${path}: moved ${[...new Set(moved)].join(', ')}`);
  return cls;
}

test('no customer page moves while it loads, at either size', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page } = await customerWithPayments(browser, ['Nina', 'Shift']);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __moved?: string[] };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        // What moved, for the failure message.
        const sources = (entry as unknown as { sources?: Array<{ node?: Node }> }).sources ?? [];
        w.__moved = [
          ...(w.__moved ?? []),
          ...sources.map((s) => (s.node as Element | undefined)?.className ?? '?'),
        ];
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const measured: string[] = [];
  const tooMuch: string[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    for (const route of customerRoutes) {
      const cls = await layoutShift(page, route.path);
      measured.push(`${route.path} ${size.width}: ${cls.toFixed(3)}`);
      if (cls > MAX_CLS) tooMuch.push(`${route.path} at ${size.width} px: CLS ${cls.toFixed(3)}`);
    }
  }
  test.info().annotations.push({ type: 'cls', description: measured.join(', ') });
  console.log(measured.join('\n'));
  expect(tooMuch).toEqual([]);
});
