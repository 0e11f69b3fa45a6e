import { expect, test, type Page } from '@playwright/test';
import { disputeMessages as text } from '../src/shared/financial-crime-messages';
import { adminSession, fundedPayer, payLocalViaApi } from './support/money';
import { seriousViolations, settle, unlabelledFields } from './support/routes';

/*
 * Disputes (issue 50 part 3, docs/disputes.md): a customer reports a problem on a payment's receipt, an
 * administrator decides it in the back office's queue, and the customer reads the timeline on the receipt.
 */

const PIN = '6142';
const NORA = { name: ['Nora', 'Disputed'], funds: '600', pin: PIN } as const;
/** axe in the light and the dark theme: no serious violation, every field labelled. */
async function expectAccessible(page: Page, what: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    expect(await seriousViolations(page), `${what} (${colorScheme})`).toEqual([]);
    expect(await unlabelledFields(page), `${what} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const STATEMENT = 'My phone was stolen on Friday; I did not send this.';

test('a customer reports a problem on a receipt, an administrator decides, the receipt shows the timeline', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { page, accounts } = await fundedPayer(browser, request, NORA, ['Quick', 'Gadgets']);
  await payLocalViaApi(page, {
    amount: 75,
    accountNumber: accounts[0],
    accountName: 'Quick Gadgets',
    pincode: PIN,
  });

  const openReceipt = async () => {
    await page.goto('/HistoryPage');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Local transfer' }).first();
    await row.getByRole('button', { name: /View Receipt/ }).click();
    return page.getByRole('dialog', { name: 'Receipt' });
  };

  let reference = '';
  await test.step('the customer reports an unauthorised payment and is offered the lockdown', async () => {
    const dialog = await openReceipt();
    await dialog.getByRole('button', { name: text.reportProblem }).click();
    const form = dialog.getByRole('form', { name: text.formTitle });
    await form.getByRole('button', { name: text.submit }).click();
    await expect(form.getByText(text.reasonRequired)).toBeVisible();
    await form.getByLabel(text.reasonLabel).selectOption('not_authorised');
    await expect(form.getByRole('link', { name: text.lockdownLink })).toHaveAttribute(
      'href',
      '/ActivitiesPage',
    );
    await form.getByLabel(text.statementLabel).fill(STATEMENT);
    await form.screenshot({ path: 'test-results/screens/receipt-dispute-form.png' });
    await expectAccessible(page, 'the report form with the lockdown offer');
    await form.getByRole('button', { name: text.submit }).click();
    const filed = dialog.getByText(/We have received your report D-\d+/);
    await expect(filed).toBeVisible();
    reference = /D-\d+/.exec((await filed.textContent()) ?? '')![0];
    await expect(dialog.getByRole('link', { name: text.lockdownLink })).toBeVisible();
    const timeline = dialog.getByRole('region', { name: text.timelineTitle(reference) });
    await expect(timeline).toContainText(text.statuses.open);
    await expect(timeline).toContainText(text.events.filed('$105.00'));
    // The acknowledgement letter downloads as a PDF.
    const download = page.waitForEvent('download');
    await timeline.getByRole('link', { name: text.letterDownload(text.letters.acknowledgement) }).click();
    expect((await download).suggestedFilename()).toMatch(/^dispute-D-\d+-acknowledgement\.pdf$/);
    await expect(dialog.getByRole('button', { name: text.reportProblem })).toHaveCount(0);
  });

  await test.step('an administrator finds it in the queue, reads it and decides in the customer’s favour', async () => {
    const admin = await adminSession(browser);
    await admin.goto('/admin/dashboard');
    await admin
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Disputes' })
      .click();
    await expect(admin.getByRole('heading', { name: text.queueTitle, level: 1 })).toBeVisible();
    await admin.getByRole('button', { name: `${text.open} ${reference}` }).click();
    await expect(admin.getByText(STATEMENT)).toBeVisible();
    await admin.screenshot({ path: 'test-results/screens/admin-disputes-1280.png', fullPage: true });
    await expectAccessible(admin, 'the disputes queue with a dispute open');
    const form = admin.getByRole('form', { name: text.decideTitle(reference) });
    await form.getByLabel(text.decisionLabel).selectOption('in_favour');
    await form.getByLabel(text.noteLabel).fill('The card was reported stolen before the payment.');
    await form.getByRole('button', { name: text.decide }).click();
    await expect(admin.getByText(text.decided(reference))).toBeVisible();
    await admin.context().close();
  });

  await test.step('the receipt shows the decision, the credit and the letters', async () => {
    const dialog = await openReceipt();
    const timeline = dialog.getByRole('region', { name: text.timelineTitle(reference) });
    await expect(timeline).toContainText(text.statuses.resolved_in_favour);
    await expect(timeline).toContainText(text.events.decided_in_favour('$105.00'));
    await expect(
      timeline.getByRole('link', { name: text.letterDownload(text.letters.decision) }),
    ).toBeVisible();
    await timeline.screenshot({ path: 'test-results/screens/receipt-dispute-timeline.png' });
    await expectAccessible(page, 'the receipt with its dispute timeline');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('table').getByText(`Dispute credit, dispute ${reference}`)).toBeVisible();
  });
  await page.context().close();
});
