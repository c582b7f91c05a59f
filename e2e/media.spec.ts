import { expect, test } from '@playwright/test';
import { adminToken, apiCall, findRecords } from './support/api.ts';
import { pageHeading, signIn } from './support/app.ts';
import { APP_PORT, E2E_ADMIN } from './support/env.ts';

const NAME = 'e2e-lagoon';

test.beforeEach(async () => {
  const token = await adminToken();
  for (const media of await findRecords('media', { name: NAME }, token)) {
    await apiCall('DELETE', `/api/media/${media.id}`, { token });
  }
});

test('media: drop a picture on the library, see its thumbnail, open it', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, '/media/list');
  await expect(pageHeading(page, 'Media library')).toBeVisible();
  const zone = page.getByTestId('media-drop-zone');
  await expect(zone).toContainText('Drop pictures or PDFs here');

  // A PNG painted in the browser, dropped the way a file from the desktop arrives.
  const dataTransfer = await page.evaluateHandle(async (name) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1200, 800);
    gradient.addColorStop(0, '#0a7bbf');
    gradient.addColorStop(1, '#8fe3d0');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 800);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], `${name}.png`, { type: 'image/png' }));
    return transfer;
  }, NAME);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });

  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByText(`${NAME}.png`)).toBeVisible();
  await expect(uploads.getByText('Uploaded')).toBeVisible();

  // Its card shows the server's thumbnail, really loaded, with size and dimensions.
  const open = page.getByRole('link', { name: `Open ${NAME}` });
  await expect(open).toBeVisible();
  const thumb = open.getByRole('img');
  await expect(thumb).toHaveAttribute('src', /\/api\/media\/[0-9a-f-]+\/data\?thumb=1&v=/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(page.getByRole('listitem').filter({ has: open })).toContainText('1200 × 800');

  await open.click();
  await expect(page).toHaveURL(/\/media\/[0-9a-f-]{36}$/);
  await expect(pageHeading(page, NAME)).toBeVisible();
  const facts = page.getByRole('table', { name: 'File' });
  // Optimized on upload (the default): the PNG became a WebP, within 2048 px.
  await expect(facts).toContainText('image/webp');
  await expect(facts).toContainText('1200 × 800 px');
  await expect(facts).toContainText(`${NAME}.png`);
  const preview = page.getByRole('img', { name: NAME });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(NAME);
});

test('media: a vessel picks a picture from the library as its cover', async ({ page }) => {
  const token = await adminToken();
  const name = `MV Picture ${Date.now().toString(36)}`;
  const vessel = await apiCall<{ id: string }>('POST', '/api/vessel', { token, body: { name } });

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, `/vessel/${vessel.id}`);
  await page.getByRole('button', { name: 'Add pictures' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose pictures' });
  // The demo library holds generated pictures; the house reef is one of them.
  await dialog
    .getByRole('option', { name: /House reef/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Add 1 picture' }).click();
  await expect(page.getByRole('group').getByText('Cover', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} was saved.`)).toBeVisible();

  const saved = await apiCall<{ images: string[] }>('GET', `/api/vessel/${vessel.id}`, { token });
  expect(saved.images).toHaveLength(1);
  const picture = await fetch(`http://localhost:${APP_PORT}/api/media/${saved.images[0]}/data`);
  expect(picture.headers.get('content-type')).toMatch(/^image\//);
});
