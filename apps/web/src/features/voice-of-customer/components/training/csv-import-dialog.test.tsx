import { TRAINING_CSV_MAX_BYTES } from '@prism/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../testing/server';
import { VocMockError, vocGraphqlMock } from '../../testing/voc-graphql-mock';
import { CsvImportDialog } from './csv-import-dialog';
import { APPS, CATEGORIES, renderTraining } from './training-test-kit';

const CSV = [
  'value,category',
  '"Charged a late fee, again",Late fee',
  'Autopay did not run,Autopay failed|Late fee',
  'Bill is too high,cat-late-fee',
].join('\n');

function mock(insert: (args: Record<string, unknown>) => unknown) {
  const { handler, calls } = vocGraphqlMock({ getCategories: () => CATEGORIES, insertTrainingData: insert });
  server.use(handler);
  return calls;
}

function renderDialog() {
  const onClose = vi.fn();
  const view = renderTraining(
    <CsvImportDialog applicationIDs={APPS} entityId={APPS[0]!} onClose={onClose} />,
  );
  return { ...view, onClose };
}

const csvFile = (text: string, name = 'examples.csv') => new File([text], name, { type: 'text/csv' });

describe('the training CSV import dialog', () => {
  it('previews the chosen file, sends it whole and says how many examples were inserted', async () => {
    const calls = mock(() => ({ inserted: 3, platform: 'Digital Surveys' }));
    const { user } = renderDialog();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.upload(screen.getByLabelText('CSV file'), csvFile(CSV));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const rows = within(preview).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Linevaluecategory',
      '2Charged a late fee, againLate fee',
      '3Autopay did not runAutopay failed|Late fee',
      '4Bill is too highcat-late-fee',
    ]);

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Inserted 3 examples into Digital Surveys.')).toBeInTheDocument();
    const insert = calls.find((call) => call.field === 'insertTrainingData');
    expect(insert?.variables).toEqual({
      applicationIDs: APPS,
      categoryIDs: null,
      csvData: CSV,
      entityID: APPS[0],
    });
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('shows the server’s line error as it comes and claims nothing was stored', async () => {
    const refusal = 'csvData: line 7: "Weather" is not a category of these applications';
    mock(() => {
      throw new VocMockError(refusal, 400);
    });
    const { user } = renderDialog();
    await user.upload(screen.getByLabelText('CSV file'), csvFile(CSV));
    await screen.findByRole('region', { name: 'Preview' });
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveTextContent('Nothing was stored');
    expect(screen.queryByText(/Inserted/)).not.toBeInTheDocument();
    // The same file can be sent again once fixed: the dialog stays open with Import.
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('restricts the import to the chosen categories (active ones only are offered)', async () => {
    const calls = mock(() => ({ inserted: 3, platform: 'Digital Surveys' }));
    const { user } = renderDialog();
    await user.click(screen.getByText('Only these categories (optional)'));
    expect(await screen.findByRole('checkbox', { name: 'Billing › Late fee' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Paper bills/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Billing › Late fee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Billing › Autopay failed' }));

    await user.upload(screen.getByLabelText('CSV file'), csvFile(CSV));
    await screen.findByRole('region', { name: 'Preview' });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText(/Inserted 3 examples/);
    expect(calls.find((call) => call.field === 'insertTrainingData')?.variables.categoryIDs).toEqual([
      'cat-late-fee',
      'cat-autopay',
    ]);
  });

  it('refuses a file with the wrong header, or too large, before sending anything', async () => {
    const calls = mock(() => ({ inserted: 1, platform: 'Digital Surveys' }));
    const { user } = renderDialog();
    await user.upload(screen.getByLabelText('CSV file'), csvFile('text,label\nhello,Late fee'));
    expect(await screen.findByRole('alert')).toHaveTextContent('line 1: the header must be "value,category"');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    const huge = csvFile('x');
    Object.defineProperty(huge, 'size', { value: TRAINING_CSV_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText('CSV file'), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('an import takes up to 20 MB');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(calls.some((call) => call.field === 'insertTrainingData')).toBe(false);
  });
});
