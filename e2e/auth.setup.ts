import { expect, test as setup } from '@playwright/test';
import { ADMIN_STORAGE_STATE, BROWSER_ADMIN } from './support/admin';

setup('signs the admin in once and keeps the session for the admin tests', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(BROWSER_ADMIN.username);
  await page.getByLabel('Password').fill(BROWSER_ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/admin/team');
  await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
  await page.context().storageState({ path: ADMIN_STORAGE_STATE });
});
