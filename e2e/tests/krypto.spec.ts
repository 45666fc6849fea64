import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCESS_TOKEN_KEY, signInAt } from '../support/sign-in';

const CSV_MESSAGES = {
  empty: 'The CSV file does not contain any data.',
  fileType:
    'Invalid CSV File Type. Expected "Comma Seperated Values (.csv) or MS-DOS Comma Seperated (.csv)"',
  headers: 'Invalid CSV column headers. Expected "field" and "value".',
  rowLimit: 'Exceeded CSV row limit. There cannot be more than 500 rows (excluding column headers).',
};

async function openKrypto(page: Page, title: string): Promise<Locator> {
  // Exact: the krypto persona's profile button ('Signed in as Kim Krypto: …') holds the word too.
  await page.getByRole('banner').getByRole('button', { name: 'Krypto', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

const csv = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test.describe('Krypto', () => {
  test('an admin encrypts a value and decrypts it back in the dialog', async ({ page }) => {
    await signInAt(page, '/', 'admin');
    const dialog = await openKrypto(page, 'Encrypt and Decrypt values');
    const encrypt = dialog.getByRole('region', { name: 'Encrypt' });
    const decrypt = dialog.getByRole('region', { name: 'Decrypt' });

    await encrypt.getByRole('button', { name: 'Encrypt' }).click();
    await expect(encrypt.getByText('No encrypt data entered.')).toBeVisible();
    await decrypt.getByRole('button', { name: 'Decrypt' }).click();
    await expect(decrypt.getByText('No decrypt data entered.')).toBeVisible();

    await encrypt.getByLabel('Value to encrypt').fill('8245100012345678');
    await expect(encrypt.getByText('No encrypt data entered.')).toHaveCount(0);
    await encrypt.getByRole('button', { name: 'Encrypt' }).click();
    const output = encrypt.getByLabel('Encrypted value');
    await expect(output).toHaveValue(/^k1\.[A-Za-z0-9_-]+$/);
    const ciphertext = await output.inputValue();

    // Deterministic: the same value encrypts to the same text, so encrypted values stay searchable.
    await encrypt.getByRole('button', { name: 'Encrypt' }).click();
    await expect(output).toHaveValue(ciphertext);

    await decrypt.getByLabel('Value to decrypt').fill(ciphertext);
    await decrypt.getByRole('button', { name: 'Decrypt' }).click();
    await expect(decrypt.getByLabel('Decrypted value')).toHaveValue('8245100012345678');

    // One character changed: the server answers its marker and the dialog shows the failure.
    const tampered = `${ciphertext.slice(0, -1)}${ciphertext.endsWith('A') ? 'B' : 'A'}`;
    await decrypt.getByLabel('Value to decrypt').fill(tampered);
    await decrypt.getByRole('button', { name: 'Decrypt' }).click();
    await expect(decrypt.getByText('Decryption Failed')).toBeVisible();
    await expect(decrypt.getByLabel('Decrypted value')).toHaveValue('');
  });

  test('bulk upload: every CSV message in the toast, then a file encrypted and downloaded', async ({
    page,
  }) => {
    await signInAt(page, '/', 'admin');
    const dialog = await openKrypto(page, 'Encrypt and Decrypt values');
    const encrypt = dialog.getByRole('region', { name: 'Encrypt' });
    const fileInput = encrypt.getByLabel('CSV file to encrypt');
    const toast = page.getByRole('alert').filter({ hasText: 'CSV Upload Error:' });

    const cases: [string, ReturnType<typeof csv>][] = [
      [CSV_MESSAGES.empty, csv('empty.csv', 'field,value\n')],
      [CSV_MESSAGES.fileType, csv('one-line.csv', 'field;value;account;8245')],
      [CSV_MESSAGES.fileType, csv('accounts.txt', 'field,value\naccount,8245\n')],
      [CSV_MESSAGES.headers, csv('headers.csv', 'name,data\naccount,8245\n')],
      [
        CSV_MESSAGES.rowLimit,
        csv(
          'too-long.csv',
          ['field,value', ...Array.from({ length: 501 }, (_, i) => `f${i},${i}`)].join('\n'),
        ),
      ],
    ];
    for (const [message, file] of cases) {
      await fileInput.setInputFiles(file);
      await expect(toast).toHaveText(new RegExp(`CSV Upload Error: ${escapeRegExp(message)}`));
      const box = await toast.boundingBox();
      const viewport = page.viewportSize()!;
      // Bottom-left of the window.
      expect(box!.x).toBeLessThan(viewport.width / 2);
      expect(box!.y).toBeGreaterThan(viewport.height / 2);
    }

    const download = dialog.getByRole('button', { name: 'Download CSV result' });
    await expect(download).toBeDisabled();
    await fileInput.setInputFiles(
      csv('accounts.csv', 'field,value\r\naccount,8245100012345678\r\nemail,a@b.c\r\n'),
    );
    await expect(toast).toHaveCount(0);
    await expect(
      encrypt.getByText('2 rows of accounts.csv encrypted: download the CSV result below.'),
    ).toBeVisible();
    await expect(download).toBeEnabled();

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^krypto_CSV_result_[A-Z][a-z]+ \d{1,2}\.csv$/);
    const text = await streamText(await file.createReadStream());
    const lines = text.split('\n');
    expect(lines[0]).toBe('field,value');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['account', 'email']);
    expect(lines[1]).toMatch(/^account,k1\.[A-Za-z0-9_-]+$/);
  });

  test('a transformer_access user may encrypt but not decrypt, in the dialog and at the server', async ({
    page,
  }) => {
    await signInAt(page, '/', 'krypto');
    const dialog = await openKrypto(page, 'Encrypt values');
    const decrypt = dialog.getByRole('region', { name: 'Decrypt' });
    await expect(decrypt.getByLabel('Value to decrypt')).toBeDisabled();
    await expect(decrypt.getByRole('button', { name: 'Decrypt' })).toBeDisabled();
    await expect(decrypt.getByRole('button', { name: 'Upload CSV' })).toBeDisabled();

    const encrypt = dialog.getByRole('region', { name: 'Encrypt' });
    await encrypt.getByLabel('Value to encrypt').fill('8245100012345678');
    await encrypt.getByRole('button', { name: 'Encrypt' }).click();
    const ciphertext = encrypt.getByLabel('Encrypted value');
    await expect(ciphertext).toHaveValue(/^k1\./);

    // The disabled box is only display: the server refuses the call itself.
    const token = await page.evaluate((key) => window.localStorage.getItem(key), ACCESS_TOKEN_KEY);
    expect(token).toBeTruthy();
    const refused = await page.request.post('/api/transformer', {
      headers: { authorization: `Bearer ${token}` },
      data: { data: [{ field: 'value', value: await ciphertext.inputValue() }], cryptingMethod: 'decrypt' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('forbidden');
  });

  test('an analyst has no Krypto button, and /tools/krypto says the tool is not allowed', async ({
    page,
  }) => {
    await signInAt(page, '/tools/krypto', 'analyst');
    await expect(page.getByRole('heading', { name: 'Krypto', level: 1 })).toBeVisible();
    await expect(page.getByText('You do not have permission to use the tool!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Krypto' })).toHaveCount(0);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
