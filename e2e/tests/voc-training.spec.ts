import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  VOC_APPS,
  categoriesOf,
  categoryName,
  leafCategories,
  openVocPage,
  vocGraphql,
  vocPath,
} from '../support/voc';

const APP = VOC_APPS['digital-surveys'];
const TRAINING_DATA = vocPath('digital-surveys', 'training-data');
const TD_METRICS = vocPath('digital-surveys', 'td-metrics');
const BEST_PRACTICES = vocPath('digital-surveys', 'Machine-Learning-Best-Practices');

/** The sections of docs/machine-learning-best-practices.md, which the page shows. */
const BEST_PRACTICE_SECTIONS = [
  'Where the model learns from',
  'What the model is',
  'What the figures mean',
  'How much training data a category needs',
  'The confidence threshold and "needs review"',
  'Routine',
];

/** A CSV file for the import dialog's file field. */
const csvFile = (name: string, lines: readonly string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\n')}\n`, 'utf8'),
});

/** Opens the import dialog and chooses `file` in it. */
async function chooseFile(page: Page, file: ReturnType<typeof csvFile>): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Import training data' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Import CSV' }).first().click();
  await dialog.getByLabel('CSV file').setInputFiles(file);
  await expect(dialog.getByText(`Chosen: ${file.name}`)).toBeVisible();
  return dialog;
}

/**
 * The names of the application's leaf categories that no other category shares (a shared name must
 * be given by id in a training file), read from getCategories: real names, not made up.
 */
async function uniqueLeafNames(request: APIRequestContext): Promise<string[]> {
  const categories = await categoriesOf(request, APP);
  const uses = new Map<string, number>();
  for (const category of categories) {
    const key = categoryName(category).toLowerCase();
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  return leafCategories(categories)
    .map(categoryName)
    .filter((name) => uses.get(name.toLowerCase()) === 1);
}

interface ModelJob {
  versionName: string;
  status: string;
  inUse: boolean;
}

async function modelJobs(request: APIRequestContext): Promise<ModelJob[]> {
  const data = await vocGraphql<{ getAllJobInfo: ModelJob[] }>(
    request,
    'voc',
    `query Jobs($a: [String!]!) { getAllJobInfo(applicationIDs: $a) { versionName status inUse } }`,
    { a: [APP] },
  );
  return data.getAllJobInfo;
}

test.describe('Voice of Customer training data and models', () => {
  test('a training CSV of real category names is imported, found and deleted', async ({ page }) => {
    const names = await uniqueLeafNames(page.request);
    expect(names.length).toBeGreaterThanOrEqual(3);
    const token = `e2e-${Date.now()}`;
    const lines = [
      'value,category',
      `"The ${token} bill doubled, and nobody explained why","${names[0]}"`,
      `The ${token} app logs me out every day,"${names[1]}|${names[2]}"`,
      `Nothing about ${token} works after the update,"${names[2]}"`,
    ];

    await openVocPage(page, TRAINING_DATA, 'voc');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Digital Surveys Training Data', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Training data' })).toBeVisible({ timeout: 20_000 });

    const dialog = await chooseFile(page, csvFile(`${token}.csv`, lines));
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('row')).toHaveCount(4);
    await expect(preview).toContainText(names[0]!);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(/^Inserted 3 examples into /, { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);

    // The examples are in the list: searched by the token, with their categories.
    await page.getByLabel('Search', { exact: true }).fill(token);
    const list = page.getByRole('table', { name: 'Training data' });
    await expect(list.getByRole('rowgroup').nth(1).getByRole('row')).toHaveCount(3);
    await expect(list).toContainText(names[1]!);

    // Deleted again, through the page, so the next model learns nothing of them.
    await list.getByRole('checkbox', { name: 'Choose every example of this page' }).check();
    await page.getByRole('button', { name: 'Delete 3 chosen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 3 examples' });
    await confirm.getByRole('button', { name: 'Delete 3 examples' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText('Deleted 3 examples.')).toBeVisible();
    await expect(page.getByText('Data in Superposition')).toBeVisible();
  });

  test('a bad training file is refused with its line, and nothing is stored', async ({ page }) => {
    const [name] = await uniqueLeafNames(page.request);
    const token = `e2e-bad-${Date.now()}`;
    await openVocPage(page, TRAINING_DATA, 'voc');
    await expect(page.getByRole('table', { name: 'Training data' })).toBeVisible({ timeout: 20_000 });

    // A wrong header is said before anything is sent.
    let dialog = await chooseFile(page, csvFile('header.csv', ['text,label', `${token},"${name}"`]));
    await expect(dialog.getByRole('alert')).toHaveText('line 1: the header must be "value,category"');
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

    // A category the applications do not have: the server names the line.
    dialog = await chooseFile(
      page,
      csvFile('weather.csv', ['value,category', `First ${token},"${name}"`, `Second ${token},Weather`]),
    );
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('line 3');
    await expect(refusal).toContainText('"Weather" is not a category');
    await expect(refusal).toContainText('Nothing was stored');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByLabel('Search', { exact: true }).fill(token);
    await expect(page.getByText('Data in Superposition')).toBeVisible();
  });

  test('a model is trained by voc and put in use by an admin', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const versionName = `e2e-${Date.now()}`;
    const before = (await modelJobs(page.request)).find((job) => job.inUse);

    await openVocPage(page, TD_METRICS, 'voc');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Digital Surveys Training Data Metrics', exact: true }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Train a new version' });
    // One version trains at a time: the demo's first model may still be training.
    await expect(form.getByText('one version trains at a time')).toHaveCount(0, { timeout: 90_000 });
    await expect(page.getByText('Putting a version in use needs a Voice of Customer admin.')).toBeVisible();
    await form.getByLabel('Version name (optional)').fill(versionName);
    await form.getByRole('button', { name: 'Train a new version' }).click();

    const versions = page.getByRole('list', { name: 'Model versions' });
    const job = versions.getByRole('listitem', { name: versionName, exact: true });
    await expect(job).toBeVisible();
    await expect(job.getByText('Done', { exact: true })).toBeVisible({ timeout: 90_000 });
    await expect(job.getByText('Accuracy')).toBeVisible();
    await expect(job.getByText('Macro-F1')).toBeVisible();
    // A manager with write trains but does not promote.
    await expect(job.getByRole('button', { name: 'Use this version' })).toHaveCount(0);

    const context = await browser.newContext();
    const adminPage = await context.newPage();
    try {
      await openVocPage(adminPage, TD_METRICS, 'admin');
      const adminJob = adminPage
        .getByRole('list', { name: 'Model versions' })
        .getByRole('listitem', { name: versionName, exact: true });
      await adminJob.getByRole('button', { name: 'Use this version' }).click();
      const dialog = adminPage.getByRole('dialog', { name: `Use ${versionName}` });
      await dialog.getByRole('button', { name: `Use ${versionName}` }).click();
      await expect(dialog.getByRole('status')).toHaveText(`${versionName} is in use.`);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(adminJob.getByText('In use', { exact: true })).toBeVisible();
      await expect(adminPage.getByText(`In use: ${versionName}`)).toBeVisible();
      expect((await modelJobs(page.request)).find((entry) => entry.inUse)?.versionName).toBe(versionName);
    } finally {
      await context.close();
      // The version the demo had in use goes back in use, for whatever runs next.
      if (before)
        await vocGraphql(
          page.request,
          'admin',
          `mutation Back($a: [String!]!, $v: String!) { useModel(applicationIDs: $a, versionName: $v) { versionName } }`,
          { a: [APP], v: before.versionName },
        );
    }
  });

  test('voc-reader reads the training pages without import, delete or train', async ({ page }) => {
    await openVocPage(page, TRAINING_DATA, 'voc-reader');
    const list = page.getByRole('table', { name: 'Training data' });
    await expect(list).toBeVisible({ timeout: 20_000 });
    await expect(list.getByRole('rowgroup').nth(1).getByRole('row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(list.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByText('Importing and deleting training data needs write permission')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Trained categories' })
      .getByRole('link', { name: /^Training Data Metrics/ })
      .click();
    await expect(page).toHaveURL(/\/digital-surveys\/td-metrics(\?|$)/);
    await expect(
      page.getByRole('list', { name: 'Model versions' }).getByRole('listitem').first(),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('table', { name: 'Examples per category' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Train a new version' })).toHaveCount(0);
    await expect(page.getByText('Training a new version needs write permission')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use this version' })).toHaveCount(0);
  });

  for (const persona of ['voc', 'voc-reader'] as const) {
    test(`the Machine Learning Best Practices page shows its sections to ${persona}`, async ({ page }) => {
      await openVocPage(page, BEST_PRACTICES, persona);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Machine Learning Best Practices', exact: true }),
      ).toBeVisible();
      const article = page.getByRole('article');
      for (const section of BEST_PRACTICE_SECTIONS) {
        await expect(article.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
      }
      const contents = page.getByRole('navigation', { name: 'On this page' });
      await expect(contents.getByRole('link')).toHaveText(BEST_PRACTICE_SECTIONS);
      await contents.getByRole('link', { name: 'What the figures mean' }).click();
      await expect(page).toHaveURL(/#what-the-figures-mean$/);
    });
  }
});
