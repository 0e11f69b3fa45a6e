import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminSession, signedInCustomer } from './support/money';
import { BASE_URL } from './support/users';

/**
 * `npm run statements` against the e2e server's database, as of an hour into next month (UTC, the
 * server's bank time zone) and for this customer only: what the hourly job does on the first of the month.
 */
function runStatementJob(email: string) {
  const port = process.env.E2E_PORT ?? '3100';
  const now = new Date();
  const asOf = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 1)).toISOString();
  const result = spawnSync(
    'npx',
    ['tsx', 'src/server/statements/statements-cli.ts', '--as-of', asOf, '--email', email],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: `.tmp/e2e-data-${port}`,
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
        DATABASE_URL: '',
      },
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

test("the Statements page lists the month's statement after the monthly run and downloads its PDF", async ({
  browser,
  request,
}) => {
  // The job runs in a process of its own (tsx compiles the server's code first): slow on a loaded machine.
  test.slow();
  const { page, customer } = await signedInCustomer(browser, request, 'Stella', 'Monthly');
  const profile = (await (await page.request.get('/users/profile')).json()) as { _id: string };
  const admin = await adminSession(browser);
  const credited = await admin.request.put(`/users/${profile._id}/increase-balance`, {
    data: { amount: 321.45, reason: 'Opening deposit' },
    headers: { Origin: BASE_URL },
  });
  expect(credited.ok(), await credited.text()).toBe(true);

  await page.goto('/Statements');
  await expect(page.getByRole('heading', { name: 'Statements', level: 1 })).toBeVisible();
  await expect(page.getByText('No statements yet.')).toBeVisible();

  expect(runStatementJob(customer.email)).toMatch(/issued to 1 customers/);
  await page.reload();
  const table = page.getByRole('region', { name: 'Statements' });
  const row = table.getByRole('row').filter({ hasText: 'Checking' });
  await expect(row).toContainText('$321.45');
  const month = new Date().toISOString().slice(0, 7);
  await expect(row).toContainText(`${month}-01 to`);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: /Download PDF/ }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^statement-\d{10}-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The bell says so and leads to the page.
  await page.goto('/dashboard');
  const bell = await page.request.get('/notifications');
  const notes = ((await bell.json()) as { notifications: { kind: string; link: string }[] }).notifications;
  expect(notes.filter((n) => n.kind === 'statement').map((n) => n.link)).toEqual(['/Statements']);
});
