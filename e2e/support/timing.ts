import type { Page } from '@playwright/test';

type Marks = { shownAt?: number; leftAt?: number };

/**
 * Measures, inside the page, how long after `text` first appears the app replaces the address with
 * `targetPath`. Measuring in the page keeps the figure exact even when the test runner is slow.
 * Call before the page is opened.
 */
export async function watchRedirectAfterText(page: Page, text: string, targetPath: string): Promise<void> {
  await page.addInitScript(
    ({ text, targetPath }) => {
      const marks: Marks = {};
      (window as unknown as { __redirectMarks: Marks }).__redirectMarks = marks;
      const observer = new MutationObserver(() => {
        if (marks.shownAt === undefined && document.body.textContent?.includes(text)) {
          marks.shownAt = performance.now();
        }
      });
      document.addEventListener('DOMContentLoaded', () =>
        observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
      );
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          if (marks.shownAt !== undefined && marks.leftAt === undefined && location.pathname === targetPath) {
            marks.leftAt = performance.now();
          }
        };
      }
    },
    { text, targetPath },
  );
}

/** Milliseconds between the text appearing and the redirect, once both happened. */
export async function redirectDelay(page: Page): Promise<number | undefined> {
  return page.evaluate(() => {
    const marks = (window as unknown as { __redirectMarks?: Marks }).__redirectMarks;
    return marks?.shownAt !== undefined && marks.leftAt !== undefined
      ? marks.leftAt - marks.shownAt
      : undefined;
  });
}
