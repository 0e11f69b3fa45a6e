import { expect, test, type Page } from '@playwright/test';
import { monitoringMessages as texts } from '../src/shared/financial-crime-messages';
import { openAdminPage, operatorAdmin, shootBothWidths } from './support/backoffice';
import { verifyIdentityViaApi } from './support/kyc';
import { adminSession, fundedPayer, payLocalViaApi } from './support/money';

/*
 * Transaction monitoring in the browser (issue 50 part 2, docs/monitoring.md): three payments just under
 * $10,000 make a structuring pattern; the sweep (run now from the scheduled jobs page) raises a case; an
 * administrator assigns it, writes a note and proposes closing it as SAR filed; the same administrator
 * cannot approve their own proposal, a second administrator closes it.
 */
test('a structuring pattern raises a case, worked and closed under four eyes', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = `${process.pid}${Date.now()}`.slice(-9);
  const { page: payer, accounts } = await fundedPayer(
    browser,
    request,
    { name: ['Stu', `Smurf${stamp}`], funds: '30000', pin: '1357' },
    ['Pat', 'Payee'],
  );
  const admin = await adminSession(browser);
  const profile = (await (await payer.request.get('/users/profile')).json()) as { email: string };
  // Payments above the unverified daily limit need a verified identity.
  await verifyIdentityViaApi(payer, admin, profile.email);
  for (const amount of [9_500, 9_400, 9_900]) {
    await payLocalViaApi(payer, {
      amount,
      accountNumber: accounts[0],
      accountName: 'Pat Payee',
      pincode: '1357',
    });
  }

  await test.step('the monitoring sweep runs from the scheduled jobs page', async () => {
    await openAdminPage(admin, 'Scheduled jobs');
    await admin.getByRole('button', { name: 'Run Transaction monitoring now' }).click();
    const row = admin.getByRole('region', { name: 'Scheduled jobs' }).getByRole('row').filter({
      hasText: 'Transaction monitoring',
    });
    await expect(row).toContainText('Succeeded', { timeout: 30_000 });
  });

  const caseRow = (page: Page) => page.getByRole('row').filter({ hasText: `Smurf${stamp}` });
  let reference = '';
  await test.step('the cases queue lists the case with its structuring alert and due date', async () => {
    await openAdminPage(admin, 'Cases');
    await expect(caseRow(admin)).toContainText(texts.ruleLabels.structuring, { timeout: 20_000 });
    await expect(caseRow(admin)).toContainText(texts.statusLabels.open);
    reference = (await caseRow(admin).getByRole('link').textContent())!.trim();
    expect(reference).toMatch(/^C-\d+$/);
    await shootBothWidths(admin, 'admin-cases');
    await caseRow(admin)
      .getByRole('link', { name: `Open case ${reference}` })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: `Case ${reference}` })).toBeVisible();
  });

  await test.step('the case shows the alert and the three payments; the administrator assigns and notes it', async () => {
    const alerts = admin.getByRole('region', { name: texts.alertsTitle });
    await expect(alerts.getByRole('row').filter({ hasText: texts.ruleLabels.structuring })).toBeVisible();
    const payments = admin.getByRole('region', { name: texts.paymentsTitle });
    await expect(payments.getByRole('row').filter({ hasText: '$9,400.00' })).toBeVisible();
    await expect(payments.getByRole('row').filter({ hasText: /\$9,(500|400|900)\.00/ })).toHaveCount(3);
    const assign = admin.getByRole('region', { name: texts.assignTitle });
    await assign.getByRole('button', { name: texts.assignButton }).click();
    await expect(assign.getByRole('status')).toContainText('Case assigned to');
    await expect(admin.getByRole('region', { name: 'Summary' })).toContainText(
      texts.statusLabels.investigating,
    );
    const notes = admin.getByRole('region', { name: texts.notesTitle });
    await notes
      .getByLabel(texts.noteLabel)
      .fill('Three payments just under $10,000 in one day to one payee.');
    await notes.getByRole('button', { name: texts.noteButton }).click();
    await expect(notes.getByRole('status')).toHaveText(texts.noteAdded);
    await expect(notes.getByRole('list')).toContainText('Three payments just under $10,000');
  });

  await test.step('the administrator proposes closing as SAR filed and cannot approve it', async () => {
    const close = admin.getByRole('region', { name: texts.closeTitle });
    await close.getByLabel(texts.outcomeLabel).selectOption('sar_filed');
    await close.getByLabel(texts.sarReferenceLabel).fill('BSA-E2E-0001');
    await close.getByLabel(texts.closeReasonLabel).fill('Structuring confirmed with the customer.');
    await close.getByRole('button', { name: texts.proposeButton }).click();
    await expect(close.getByRole('status')).toHaveText(texts.closurePending);
    await expect(close).toContainText(texts.ownProposal);
    await close.getByRole('button', { name: texts.approveButton }).click();
    await expect(close.getByRole('alert')).toHaveText(texts.ownProposal);
    await shootBothWidths(admin, 'admin-case');
  });

  await test.step('a second administrator approves: the case is closed as SAR filed', async () => {
    const second = await operatorAdmin(browser, {
      email: `case-checker-${stamp}@vault.test`,
      firstName: 'Cara',
      lastName: 'Checker',
      password: 'Case-Checker-Pass-2026!',
    });
    await second.goto(`/admin/cases/${reference}`);
    const close = second.getByRole('region', { name: texts.closeTitle });
    await close.getByRole('button', { name: texts.approveButton }).click();
    await expect(second.getByRole('region', { name: 'Summary' })).toContainText(
      texts.statusLabels.closed_sar,
    );
    await expect(second.getByRole('region', { name: 'Summary' })).toContainText('BSA-E2E-0001');
    await openAdminPage(second, 'Cases');
    await expect(caseRow(second)).toHaveCount(0);
    await second.getByLabel('Show').selectOption('closed_sar');
    await expect(caseRow(second)).toContainText(texts.statusLabels.closed_sar);
  });
});
