import { leadContact } from '@trucking-finance/contracts/testing';
import { adminHydrated } from './support/admin';
import { expect, test } from './support/fixtures';

/*
 * A quote request sent from the Spanish site reaches the admin as a Spanish lead: stored with
 * locale "es", shown as Spanish in its drawer, found by the Language filter. Runs with the admin
 * tests (signed in as the owner).
 */
test('a quote from /es/get-quote lands in the admin as a Spanish lead', async ({
  page,
  adminApi,
  consoleErrors,
  waitForHydration,
}) => {
  const stamp = Date.now();
  const companyName = `Transportes Rivera ${stamp}`;
  const email = `rivera.${stamp}@transportes-rivera.com`;

  await page.goto('/es/get-quote');
  await waitForHydration();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const form = page.locator('form');
  // The form speaks Spanish: the fields are found by name, whatever their labels say.
  await form.locator('[name="companyName"]').fill(companyName);
  await form.locator('[name="contactName"]').fill('Julio Rivera');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill(leadContact.phone);
  await form.locator('[name="mcNumber"]').fill(leadContact.mcNumber);
  await form.locator('[name="dotNumber"]').fill(leadContact.dotNumber);
  await form.locator('[name="businessType"]').selectOption('owner-operator');
  await form.locator('[name="yearsInBusiness"]').selectOption('3-5');
  await form.locator('[name="numberOfTrucks"]').fill('1');
  await form.locator('[name="monthlyRevenue"]').selectOption('under-25k');
  await form.locator('[name="servicesInterested"]').selectOption('factoring');
  await form
    .locator('[name="comments"]')
    .fill('Un tráiler seco, de Laredo a Dallas; el broker paga a 30 días.');
  await form.locator('[name="agreeToTerms"]').check();
  await form.locator('button[type="submit"]').click();

  // The confirmation and the instant estimate, in Spanish, with the reference.
  await expect(page.getByRole('region', { name: 'Recibimos su solicitud de cotización' })).toBeVisible();
  const estimate = page.getByRole('region', { name: 'Su estimación al instante' });
  await expect(estimate).toContainText('por cada 30 días');
  const reference = (await estimate.getByRole('definition').first().textContent())!.trim();
  expect(reference).toMatch(/^[0-9a-f]{8}$/);
  await expect(estimate.getByRole('link', { name: 'consultar cómo va su solicitud' })).toHaveAttribute(
    'href',
    '/es/application-status',
  );

  // Where is my application? in Spanish.
  await page.goto('/es/application-status');
  await waitForHydration();
  const lookup = page.getByRole('form', { name: 'Consulte el estado de su solicitud' });
  await lookup.getByLabel('Código de referencia').fill(reference);
  await lookup.getByLabel('Correo electrónico').fill(email);
  await lookup.getByRole('button', { name: 'Consultar el estado' }).click();
  const result = page.getByRole('heading', { name: 'Su solicitud', level: 3 }).locator('..');
  await expect(result).toContainText('Recibida');
  await expect(result).toContainText(/Enviada el \d{1,2} de [a-z]+ de \d{4}/);

  const list = await adminApi.get(`/api/quotes?q=${encodeURIComponent(email)}`);
  const [lead] = list.quotes as { id: string; locale: string; companyName: string }[];
  expect(lead).toMatchObject({ companyName, locale: 'es' });

  // In the admin: the Language filter finds it, and its drawer says Spanish.
  await page.goto(`/admin/quotes?locale=es&q=${encodeURIComponent(email)}`);
  await adminHydrated(page);
  const row = page.getByRole('row').filter({ hasText: companyName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Open quote request from ${companyName}` }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `Quote request: ${companyName}` });
  await expect(drawer.getByText('Spanish', { exact: true })).toBeVisible();

  await page.goto(`/admin/quotes?locale=en&q=${encodeURIComponent(email)}`);
  await expect(page.getByText('No quote requests match these filters.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Find my company fills the Spanish quote form from a DOT number', async ({ page, waitForHydration }) => {
  await page.goto('/es/get-quote');
  await waitForHydration();
  const form = page.getByRole('form', { name: 'Solicite su cotización' });
  await form.getByLabel('Número DOT').fill('1234567');
  await form.getByRole('button', { name: 'Buscar mi compañía' }).click();

  await expect(form.getByLabel('Nombre de la compañía')).toHaveValue('RIDGELINE FREIGHT LLC');
  await expect(form.getByLabel('Número MC')).toHaveValue('MC-123456');
  await expect(form.getByLabel('Número de camiones')).toHaveValue('6');
  await expect(form.getByRole('status').filter({ hasText: 'RIDGELINE FREIGHT LLC' })).not.toContainText(
    /Found|found/,
  );
});
