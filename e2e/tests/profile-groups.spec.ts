import { expect, test } from '@playwright/test';
import { signInAt } from '../support/sign-in';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('group modal validation', () => {
  test('asks for every field, then two applications, and a domain change empties the chosen apps', async ({
    page,
  }) => {
    await signInAt(page, '/', 'analyst');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Groups' }).click();
    await banner.getByRole('button', { name: 'Group settings' }).click();
    await page.getByRole('dialog', { name: 'Groups' }).getByRole('button', { name: 'Create group' }).click();
    const form = page.getByRole('form', { name: 'Create group' });

    await form.getByRole('button', { name: 'Create group' }).click();
    await expect(form.getByText('Please fill out all fields')).toBeVisible();

    await form.getByLabel('Name').fill(`Validation ${Date.now()}`);
    await form.getByLabel('Description').fill('Checked by the end-to-end tests');
    await form.getByRole('button', { name: 'Create group' }).click();
    // The domain is still missing on create.
    await expect(form.getByText('Please fill out all fields')).toBeVisible();

    await form.getByLabel('Domain').selectOption({ label: 'Video' });
    await form.getByRole('checkbox', { name: 'OneApp@Roku', exact: true }).check();
    await form.getByRole('button', { name: 'Create group' }).click();
    await expect(form.getByText('Please choose at least 2 applications.')).toBeVisible();

    // Another domain offers its own applications and forgets the chosen ones.
    await form.getByLabel('Domain').selectOption({ label: 'SSPP/Portals' });
    await expect(form.getByRole('checkbox', { name: 'OneApp@Roku', exact: true })).toHaveCount(0);
    await expect(form.getByRole('checkbox', { name: 'MSA@Web', exact: true })).not.toBeChecked();
    await form.getByLabel('Domain').selectOption({ label: 'Video' });
    await expect(form.getByRole('checkbox', { name: 'OneApp@Roku', exact: true })).not.toBeChecked();
  });
});

test.describe('avatar photo', () => {
  test('refuses a file that is not an image or is over 1,000,000 bytes, then uploads and removes a photo', async ({
    page,
  }) => {
    await signInAt(page, '/', 'analyst');
    const avatar = page.getByRole('button', { name: /profile menu/ });
    const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      if (
        !(await page
          .getByRole('button', { name: /Photo$/ })
          .first()
          .isVisible())
      )
        await avatar.click();
      await page.getByLabel('Photo file').setInputFiles(file);
    };

    await avatar.click();
    await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeVisible();
    await choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('File must be an image')).toBeVisible();
    await choose({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1_000_001, 1) });
    await expect(page.getByText('Image must be less than 1mb')).toBeVisible();

    await choose({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(avatar.locator('img')).toBeVisible();
    await page.reload();
    const saved = page.getByRole('button', { name: /profile menu/ });
    await expect(saved.locator('img')).toBeVisible();
    await saved.click();
    // With a photo: change or remove it; initials and colour are hidden.
    await expect(page.getByRole('button', { name: 'Change Photo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Initials' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change Color' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await expect(saved.locator('img')).toHaveCount(0);
  });
});

test.describe('update notice', () => {
  test('says a new version is available when the server reports a newer one', async ({ page }) => {
    let newer = false;
    await page.clock.install();
    await page.route('**/api/version', async (route) => {
      if (newer) await route.fulfill({ json: { version: '99.0.0' } });
      else await route.continue();
    });
    await signInAt(page, '/', 'analyst');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByText('A new version of Prism is available. Refresh to view.')).toHaveCount(0);

    newer = true;
    // The version is polled every 600,000 ms.
    await page.clock.fastForward(600_000);
    await expect(page.getByText('A new version of Prism is available. Refresh to view.')).toBeVisible();
  });
});
