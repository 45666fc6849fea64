import { MSG, type KryptoRow } from '@prism/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/server';
import { KryptoDialog } from './krypto-dialog';

const ALL = ['prism-basic', 'transformer_access', 'transformer-decrypt', 'transformer-decrypt-bulk'];
const ENCRYPT_ONLY = ['prism-basic', 'transformer_access'];

/** A stand-in transformer: reversible, and the marker for anything it did not produce. */
const fakeEncrypt = (value: string) => `k1.${btoa(value)}`;
const fakeDecrypt = (value: string) =>
  value.startsWith('k1.') ? atob(value.slice(3)) : MSG.kryptoDecryptionFailedMarker;

interface Calls {
  transform: { data: KryptoRow[]; cryptingMethod: string }[];
  accessLog: { userId: string; body: unknown }[];
}

let calls: Calls;
beforeEach(() => {
  calls = { transform: [], accessLog: [] };
  server.use(
    http.post('*/api/transformer', async ({ request }) => {
      const body = (await request.json()) as Calls['transform'][number];
      calls.transform.push(body);
      const transform = body.cryptingMethod === 'encrypt' ? fakeEncrypt : fakeDecrypt;
      return HttpResponse.json(body.data.map((row) => ({ field: row.field, value: transform(row.value) })));
    }),
    http.post('*/api/user-access/:userId', async ({ request, params }) => {
      calls.accessLog.push({ userId: String(params.userId), body: await request.json() });
      return HttpResponse.json({}, { status: 201 });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

function renderDialog(roles: string[] = ALL) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <KryptoDialog userId="kim" roles={roles} onClose={onClose} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog');
  return {
    dialog,
    onClose,
    get decrypt() {
      return within(dialog).getByRole('region', { name: 'Decrypt' });
    },
    get encrypt() {
      return within(dialog).getByRole('region', { name: 'Encrypt' });
    },
  };
}

const csvFile = (text: string, name = 'values.csv') => new File([text], name, { type: 'text/csv' });
const fileInput = (panel: HTMLElement) => panel.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the Krypto dialog', () => {
  it('is titled for decrypt access and offers both panels', () => {
    const { dialog, decrypt, encrypt } = renderDialog();
    expect(within(dialog).getByRole('heading', { name: 'Encrypt and Decrypt values' })).toBeInTheDocument();
    expect(within(decrypt).getByLabelText('Value to decrypt')).toBeEnabled();
    expect(within(decrypt).getByRole('button', { name: 'Decrypt' })).toBeEnabled();
    expect(within(decrypt).getByRole('button', { name: 'Upload CSV' })).toBeEnabled();
    expect(within(encrypt).getByRole('button', { name: 'Encrypt' })).toBeEnabled();
    expect(within(encrypt).getByRole('button', { name: 'Upload CSV' })).toBeEnabled();
    expect(fileInput(encrypt)).toHaveAttribute('accept', '.csv');
    expect(within(dialog).getByRole('button', { name: 'Download CSV result' })).toBeDisabled();
  });

  it('without transformer-decrypt is titled "Encrypt values" and disables the decrypt side', () => {
    const { dialog, decrypt, encrypt } = renderDialog(ENCRYPT_ONLY);
    expect(within(dialog).getByRole('heading', { name: 'Encrypt values' })).toBeInTheDocument();
    expect(within(decrypt).getByLabelText('Value to decrypt')).toBeDisabled();
    expect(within(decrypt).getByRole('button', { name: 'Decrypt' })).toBeDisabled();
    expect(within(decrypt).getByRole('button', { name: 'Upload CSV' })).toBeDisabled();
    expect(within(encrypt).getByLabelText('Value to encrypt')).toBeEnabled();
  });

  it('without transformer_access says the tool is not allowed', () => {
    renderDialog(['prism-basic', 'transformer-decrypt']);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to use the tool!');
    expect(screen.queryByRole('region', { name: 'Encrypt' })).not.toBeInTheDocument();
  });

  it('closes on its close button and on Escape', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('single values', () => {
  it('asks for input on each side, and typing clears only that side’s message', async () => {
    const user = userEvent.setup();
    const { decrypt, encrypt } = renderDialog();
    await user.click(within(decrypt).getByRole('button', { name: 'Decrypt' }));
    await user.click(within(encrypt).getByRole('button', { name: 'Encrypt' }));
    expect(within(decrypt).getByText('No decrypt data entered.')).toBeInTheDocument();
    expect(within(encrypt).getByText('No encrypt data entered.')).toBeInTheDocument();
    expect(calls.transform).toEqual([]);

    await user.type(within(encrypt).getByLabelText('Value to encrypt'), '4');
    expect(within(encrypt).queryByText('No encrypt data entered.')).not.toBeInTheDocument();
    expect(within(decrypt).getByText('No decrypt data entered.')).toBeInTheDocument();
  });

  it('encrypts, then decrypts the result back, logging each action', async () => {
    const user = userEvent.setup();
    const { dialog, decrypt, encrypt } = renderDialog();
    await user.type(within(encrypt).getByLabelText('Value to encrypt'), '8245100012345678');
    await user.click(within(encrypt).getByRole('button', { name: 'Encrypt' }));
    const encrypted = fakeEncrypt('8245100012345678');
    await waitFor(() => expect(within(encrypt).getByLabelText('Encrypted value')).toHaveValue(encrypted));
    expect(within(dialog).getByRole('button', { name: 'Download CSV result' })).toBeEnabled();

    await user.type(within(decrypt).getByLabelText('Value to decrypt'), encrypted);
    await user.click(within(decrypt).getByRole('button', { name: 'Decrypt' }));
    await waitFor(() =>
      expect(within(decrypt).getByLabelText('Decrypted value')).toHaveValue('8245100012345678'),
    );

    expect(calls.transform).toEqual([
      { data: [{ field: 'value', value: '8245100012345678' }], cryptingMethod: 'encrypt' },
      { data: [{ field: 'value', value: encrypted }], cryptingMethod: 'decrypt' },
    ]);
    await waitFor(() => expect(calls.accessLog).toHaveLength(2));
    expect(calls.accessLog).toEqual([
      {
        userId: 'kim',
        body: {
          tool: { name: 'krypto', operations: ['single-encrypt'] },
          roles: ['transformer_access', 'transformer-decrypt', 'transformer-decrypt-bulk'],
        },
      },
      expect.objectContaining({
        body: expect.objectContaining({ tool: { name: 'krypto', operations: ['single-decrypt'] } }),
      }),
    ]);
  });

  it('shows "Decryption Failed" and an empty output when the server answers the marker', async () => {
    const user = userEvent.setup();
    const { decrypt } = renderDialog();
    await user.type(within(decrypt).getByLabelText('Value to decrypt'), 'tampered');
    await user.click(within(decrypt).getByRole('button', { name: 'Decrypt' }));
    expect(await within(decrypt).findByText('Decryption Failed')).toBeInTheDocument();
    expect(within(decrypt).getByLabelText('Decrypted value')).toHaveValue('');
  });

  it('marks the action button as loading while the call runs', async () => {
    server.use(
      http.post('*/api/transformer', async () => {
        await delay(100);
        return HttpResponse.json([{ field: 'value', value: 'k1.eA' }]);
      }),
    );
    const user = userEvent.setup();
    const { encrypt } = renderDialog();
    await user.type(within(encrypt).getByLabelText('Value to encrypt'), 'x');
    await user.click(within(encrypt).getByRole('button', { name: 'Encrypt' }));
    const button = within(encrypt).getByRole('button', { name: 'Encrypt' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(encrypt).getByLabelText('Encrypted value')).toHaveValue('k1.eA');
  });

  it('shows a refusal from the server under the box', async () => {
    server.use(
      http.post('*/api/transformer', () =>
        HttpResponse.json(
          { error: { code: 'forbidden', message: 'Your roles do not allow this (kryptoDecrypt needed)' } },
          { status: 403 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { decrypt } = renderDialog();
    await user.type(within(decrypt).getByLabelText('Value to decrypt'), 'k1.eA');
    await user.click(within(decrypt).getByRole('button', { name: 'Decrypt' }));
    expect(
      await within(decrypt).findByText('Your roles do not allow this (kryptoDecrypt needed)'),
    ).toBeInTheDocument();
  });
});

describe('bulk CSV', () => {
  /** The bottom-left toast, found by its prefix. */
  const toast = async () => (await screen.findByText(/^CSV Upload Error: /)).closest('[role="alert"]');

  it.each([
    ['an empty file', '', MSG.kryptoCsvEmpty],
    ['the header only', 'field,value\n', MSG.kryptoCsvEmpty],
    ['no line break', 'field;value;a;1', MSG.kryptoCsvInvalidType],
    ['wrong headers', 'name,data\na,1\n', MSG.kryptoCsvInvalidHeaders],
    [
      '501 rows',
      ['field,value', ...Array.from({ length: 501 }, (_, i) => `f${i},${i}`)].join('\n'),
      MSG.kryptoCsvRowLimit,
    ],
  ])('toasts "CSV Upload Error: …" for %s, without calling the server', async (_name, text, message) => {
    const user = userEvent.setup();
    const { encrypt } = renderDialog();
    await user.upload(fileInput(encrypt), csvFile(text));
    expect(await toast()).toHaveTextContent(`CSV Upload Error: ${message}`);
    expect(calls.transform).toEqual([]);
  });

  it('refuses a file that is not .csv', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { encrypt } = renderDialog();
    await user.upload(fileInput(encrypt), csvFile('field,value\na,1\n', 'values.xlsx'));
    expect(await toast()).toHaveTextContent(`CSV Upload Error: ${MSG.kryptoCsvInvalidType}`);
  });

  it('toasts the server’s message when the call fails', async () => {
    server.use(
      http.post('*/api/transformer', () =>
        HttpResponse.json(
          {
            error: {
              code: 'bad_request',
              message: 'data.0.value: a value to encrypt can be at most 1000 characters',
            },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { encrypt } = renderDialog();
    await user.upload(fileInput(encrypt), csvFile('field,value\na,1\n'));
    expect(await toast()).toHaveTextContent(
      'CSV Upload Error: data.0.value: a value to encrypt can be at most 1000 characters',
    );
  });

  it('transforms every row, keeps the result for download and logs a bulk action', async () => {
    const user = userEvent.setup();
    const { dialog, encrypt } = renderDialog();
    await user.upload(fileInput(encrypt), csvFile('field,value\r\naccount,8245\r\nemail,"a@b.c"\r\n'));
    expect(await within(encrypt).findByText(/2 rows of values\.csv encrypted/)).toBeInTheDocument();
    expect(calls.transform).toEqual([
      {
        data: [
          { field: 'account', value: '8245' },
          { field: 'email', value: 'a@b.c' },
        ],
        cryptingMethod: 'encrypt',
      },
    ]);
    await waitFor(() =>
      expect(calls.accessLog.map((call) => call.body)).toEqual([
        expect.objectContaining({ tool: { name: 'krypto', operations: ['bulk-encrypt'] } }),
      ]),
    );

    const downloads: { name: string; text: Promise<string> }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      downloads.push({ name: '', text: blob.text() });
      return 'blob:krypto';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads[downloads.length - 1]!.name = this.download;
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV result' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toMatch(/^krypto_CSV_result_[A-Z][a-z]+ \d{1,2}\.csv$/);
    expect(await downloads[0]!.text).toBe(
      `field,value\naccount,${fakeEncrypt('8245')}\nemail,${fakeEncrypt('a@b.c')}`,
    );
  });

  it('a new upload clears the other side’s text error, the CSV error and the previous result', async () => {
    const user = userEvent.setup();
    const { dialog, decrypt, encrypt } = renderDialog();
    await user.click(within(decrypt).getByRole('button', { name: 'Decrypt' }));
    await user.upload(fileInput(encrypt), csvFile('field,value\na,1\n'));
    expect(await within(encrypt).findByText(/1 row of values\.csv encrypted/)).toBeInTheDocument();
    expect(within(decrypt).queryByText('No decrypt data entered.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download CSV result' })).toBeEnabled();

    await user.upload(fileInput(encrypt), csvFile('name,data\na,1\n'));
    expect(await toast()).toHaveTextContent(MSG.kryptoCsvInvalidHeaders);
    expect(within(dialog).getByRole('button', { name: 'Download CSV result' })).toBeDisabled();

    await user.upload(fileInput(encrypt), csvFile('field,value\nb,2\n'));
    await waitFor(() => expect(screen.queryByText(/CSV Upload Error/)).not.toBeInTheDocument());
  });

  it('flags a bulk decrypt with undecryptable rows', async () => {
    const user = userEvent.setup();
    const { decrypt } = renderDialog();
    await user.upload(fileInput(decrypt), csvFile(`field,value\na,${fakeEncrypt('1')}\nb,garbage\n`));
    expect(await within(decrypt).findByText('Decryption Failed')).toBeInTheDocument();
    expect(within(decrypt).getByText(/2 rows of values\.csv decrypted/)).toBeInTheDocument();
  });
});

describe('the CSV help', () => {
  it('opens "How to Open a CSV" with a documentation link, closing on an outside click', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'CSV Data Format Help' }));
    const help = within(dialog).getByRole('dialog', { name: 'CSV Data Format Help' });
    expect(within(help).getByRole('heading', { name: 'How to Open a CSV' })).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: /Documentation/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
    await user.click(within(dialog).getByRole('heading', { name: 'Encrypt and Decrypt values' }));
    expect(within(dialog).queryByRole('dialog', { name: 'CSV Data Format Help' })).not.toBeInTheDocument();
  });

  it('shows the CSV example in a tooltip on hover', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.hover(within(dialog).getByRole('button', { name: 'CSV example' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent(/field,value\s*accountNumber,/);
    await user.unhover(within(dialog).getByRole('button', { name: 'CSV example' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
