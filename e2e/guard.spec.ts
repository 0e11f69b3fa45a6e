import { expect, test } from '@playwright/test';

test.describe('customer pages are guarded', () => {
  for (const path of ['/dashboard', '/HistoryPage', '/LocalTransfer', '/MyAccountPage']) {
    test(`signed out, ${path} goes back to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    });
  }

  test('a stored role alone does not open the admin dashboard', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('role', 'admin');
      localStorage.setItem('userId', 'forged');
    });
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin/login');
  });

  test('an unknown address shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });
});
