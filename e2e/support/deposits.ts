import { expect, type Page } from '@playwright/test';

/**
 * A real PNG photo-like picture of a cheque, drawn by the browser in a blank page of the same context. A
 * random serial number makes every picture unique, since the bank refuses the same cheque image twice.
 */
export async function chequePng(from: Page, payee: string, amount: string): Promise<Buffer> {
  const page = await from.context().newPage();
  const serial = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  await page.setViewportSize({ width: 640, height: 280 });
  await page.setContent(`
    <div style="box-sizing:border-box;width:640px;height:280px;padding:24px;font:16px Georgia,serif;
      background:linear-gradient(135deg,#f0f9ff,#e0f2fe);border:2px solid #0c4a6e;color:#0c4a6e">
      <div style="display:flex;justify-content:space-between"><b>FIRST CITY BANK</b><span>No. ${serial}</span></div>
      <p style="margin-top:40px">Pay to the order of <u>${payee}</u></p>
      <p style="text-align:right;font-size:22px"><b>$ ${amount}</b></p>
      <p style="margin-top:50px;font-family:monospace">⑆021000021⑆ ${serial}⑈</p>
    </div>`);
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/**
 * True when the main content fits the window. The admin bar above it is the shell's own (its menu grows
 * with every feature's link), so the admin pages check their content rather than the whole document.
 */
export async function expectContentFits(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return Number.POSITIVE_INFINITY;
    return Math.max(
      main.scrollWidth - main.clientWidth,
      main.getBoundingClientRect().right - window.innerWidth,
    );
  });
  expect(overflow).toBeLessThanOrEqual(0);
}
