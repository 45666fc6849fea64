import { SURVEY_MSG } from '@prism/domain';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { shellReady, signInAt } from '../support/sign-in';

/**
 * The survey tool end to end (issue 18): a survey built on the settings page, opened at its public
 * link by a respondent who never signs in, answered with a file on the upload page, and the answer
 * seen on the responses and summary pages with its sentiment; closed, the same link refuses.
 */

const APP = 'CareSurvey@Web@cst_survey';
const toolPath = (page: string, query = '') =>
  `/${APP}/charter-survey-tool/${page}${query ? `?${query}` : ''}`;

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT_ANSWER =
  'The technician was late, rude and the internet still drops every evening. Terrible service.';

/** A fresh browser context with nothing stored: a customer opening the link. */
async function respondentPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

test('a survey built in settings is answered at its public link with a file and read back with its sentiment', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Installation follow-up ${Date.now()}`;

  // Build it: an NPS question, a free-text question and a file question.
  await signInAt(page, toolPath('settings'), 'surveyor');
  await shellReady(page);
  await page.getByRole('button', { name: 'Create survey' }).first().click();
  const builder = page.getByRole('dialog', { name: 'Create survey' });
  await builder.getByLabel('Title').fill(title);
  await builder.getByRole('button', { name: '+ Net Promoter Score (0–10)' }).click();
  await builder.getByLabel('Question', { exact: true }).nth(0).fill('How likely are you to recommend us?');
  await builder.getByRole('button', { name: '+ Free text' }).click();
  await builder.getByLabel('Question', { exact: true }).nth(1).fill('What happened during the visit?');
  await builder.getByRole('button', { name: '+ File upload' }).click();
  await builder.getByLabel('Question', { exact: true }).nth(2).fill('A photo of the equipment, if you like');
  await builder.getByRole('button', { name: 'Create survey' }).click();
  await expect(builder).toHaveCount(0);

  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  const link = await card.getByLabel(`Public link of ${title}`).inputValue();
  expect(link).toMatch(/\/survey\/[0-9a-f-]{36}$/);
  const surveyId = link.split('/').pop()!;

  // Answer it as a respondent: no sign-in, no top bar, a phone's width.
  const respondent = await respondentPage(browser, link);
  await expect(respondent.getByRole('heading', { name: title })).toBeVisible();
  await expect(respondent).toHaveURL(link);
  await expect(respondent.getByRole('button', { name: 'My Favorites' })).toHaveCount(0);
  await respondent.getByRole('radio', { name: '3', exact: true }).check({ force: true });
  await respondent.getByLabel('What happened during the visit?').fill(TEXT_ANSWER);
  await respondent.getByRole('button', { name: 'Send answers' }).click();

  // The upload page takes the file.
  await expect(respondent).toHaveURL(/\/upload\?id=[0-9a-f-]{36}/);
  await respondent
    .locator('input[type=file]')
    .setInputFiles({ name: 'router.png', mimeType: 'image/png', buffer: PNG });
  await respondent.getByRole('button', { name: 'Send file' }).click();
  await expect(respondent.getByText('Thank you, we received router.png.')).toBeVisible();

  // The answer on the responses page, with its sentiment once enrichment ran (within seconds).
  await page.goto(toolPath('responses', `surveyID=${surveyId}`));
  const table = page.getByRole('region', { name: 'Responses table' });
  await expect(table.getByText(TEXT_ANSWER)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(table.getByText('Negative', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(table.getByRole('link', { name: 'router.png' })).toBeVisible();

  // And in the summary: one response, a detractor, the text with its sentiment.
  await page.goto(toolPath('summary', `surveyID=${surveyId}`));
  const answers = page.getByRole('list', { name: 'Newest answers' });
  await expect(answers.getByText(TEXT_ANSWER)).toBeVisible();
  await expect(answers.getByText('Negative', { exact: true })).toBeVisible();
  await expect(page.getByText('Detractors').first()).toBeVisible();

  // Closed, the same link refuses with its message.
  await page.goto(toolPath('settings'));
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Close survey' }).click();
  await expect(page.getByRole('article', { name: title }).getByText('Closed', { exact: true })).toBeVisible();
  const late = await respondentPage(browser, link);
  await expect(late.getByText(SURVEY_MSG.closed)).toBeVisible({ timeout: 10_000 });
  await expect(late.getByRole('button', { name: 'Send answers' })).toHaveCount(0);
});

test('a closed survey refuses an answer sent anyway, and an unknown survey says so', async ({
  request,
  browser,
}) => {
  const unknown = await respondentPage(browser, '/survey/no-such-survey');
  await expect(unknown.getByText(SURVEY_MSG.unknown)).toBeVisible();
  const sent = await request.post('/api/public/surveys/no-such-survey/responses', { data: { answers: {} } });
  expect(sent.status()).toBe(404);
});
