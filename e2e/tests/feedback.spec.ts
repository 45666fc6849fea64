import { expect, test, type Page } from '@playwright/test';
import { ACCESS_TOKEN_KEY, signInAt } from '../support/sign-in';

const FEEDBACK_TITLE = 'Send feedback about Prism';
const TEXT_REQUIRED = 'Please enter feedback before submitting.';
const THANKS = 'Thank you for your feedback!';
/** Where the portal keeps its analytics state (device, visit, sequence). */
const TRACKING_STATE_KEY = 'prism.analytics';

interface StoredEvent {
  eventType: string;
  appId: string;
  pageName?: string;
  pageType?: string;
  breakpoint?: number;
  feedbackCategory?: string;
  feedbackText?: string;
  feedbackRating?: number;
  feedbackQuestionType?: string;
  feedbackSurveyId?: string;
  userId?: string;
}

async function storedVisit(page: Page): Promise<{ token: string; visitId: string }> {
  return page.evaluate(
    ([tokenKey, stateKey]) => ({
      token: window.localStorage.getItem(tokenKey) ?? '',
      visitId:
        (JSON.parse(window.localStorage.getItem(stateKey) ?? '{}') as { visitId?: string }).visitId ?? '',
    }),
    [ACCESS_TOKEN_KEY, TRACKING_STATE_KEY] as const,
  );
}

/** A token of the voc persona: user ids and feedback text need customer-feedback access. */
async function feedbackReaderToken(page: Page): Promise<string> {
  const response = await page.request.post('/auth/token', { data: { username: 'voc' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * The events the server stored for this browser's visit, read back through the sequence API: as
 * the signed-in analyst (personal fields left out) or, with `reader`, as another caller.
 */
async function visitEvents(page: Page, reader?: string): Promise<StoredEvent[]> {
  const { token, visitId } = await storedVisit(page);
  const response = await page.request.get(`/api/sequence/${encodeURIComponent(visitId)}`, {
    headers: { authorization: `Bearer ${reader ?? token}` },
  });
  if (response.status() === 404) return [];
  expect(response.status()).toBe(200);
  return ((await response.json()) as { events: StoredEvent[] }).events;
}

test.describe('Portal feedback and Prism’s own analytics', () => {
  test('feedback from ?openFeedbackModal reaches the collector as userFeedback, page views too', async ({
    page,
  }) => {
    await signInAt(page, '/?openFeedbackModal=true', 'analyst');
    const dialog = page.getByRole('dialog', { name: FEEDBACK_TITLE });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/openFeedbackModal=true/);

    // The category comes first; it reveals the rating and the text.
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByLabel('Your feedback')).toHaveCount(0);
    await dialog.getByText('Usability', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Usability' })).toBeChecked();

    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(TEXT_REQUIRED);

    await dialog.getByTitle('4 stars').click();
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const text = `The time menu is easy to use (e2e ${Date.now()})`;
    await dialog.getByLabel('Your feedback').fill(text);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await submit.click();

    await expect(dialog.getByText(THANKS)).toBeVisible();
    // After 1.5 s the dialog resets: it closes and leaves the address.
    await expect(dialog).toHaveCount(0, { timeout: 5000 });
    await expect(page).not.toHaveURL(/openFeedbackModal/);
    // A first-time user also gets the favourites welcome (when this spec is the first to sign in).
    const welcome = page.getByRole('dialog', { name: 'Welcome to Prism' });
    if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Skip for now' }).click();

    // The feedback is stored before the success screen shows. Its text and user are personal data:
    // the analyst's own read of the visit leaves them out, a customer-feedback reader sees them.
    const asAnalyst = await visitEvents(page);
    const feedback = asAnalyst.find((event) => event.eventType === 'userFeedback');
    expect(feedback).toMatchObject({ appId: 'Prism@Web', feedbackCategory: 'Usability' });
    expect(feedback).not.toHaveProperty('feedbackText');
    expect(feedback).not.toHaveProperty('userId');
    const stored = await visitEvents(page, await feedbackReaderToken(page));
    expect(
      stored.find((event) => event.eventType === 'userFeedback' && event.feedbackText === text),
    ).toMatchObject({
      appId: 'Prism@Web',
      userId: 'analyst',
      feedbackCategory: 'Usability',
      feedbackRating: 4,
      feedbackQuestionType: 'starRating',
      feedbackSurveyId: 'generalExperienceStarRating',
    });
    expect(stored.some((event) => event.eventType === 'startSession')).toBe(true);

    // Navigation is tracked too: page views go out with the next batch.
    await page.getByRole('banner').getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('link', { name: 'Sequence', exact: true }).click();
    await expect(page).toHaveURL(/\/tools\/sequence(\?|$)/);
    await expect
      .poll(
        async () =>
          (await visitEvents(page))
            .filter((event) => event.eventType === 'pageView')
            .map((event) => [event.pageName, event.pageType, event.breakpoint]),
        { timeout: 20_000, intervals: [1000] },
      )
      .toEqual(
        expect.arrayContaining([
          ['home', 'Other', 1280],
          ['tools/sequence', 'Other', 1280],
        ]),
      );
    const calls = (await visitEvents(page)).filter((event) => event.eventType === 'apiCall');
    expect(calls.length).toBeGreaterThan(0);

    // Prism is one of the applications in its own event counts.
    const { token } = await storedVisit(page);
    const counts = await page.request.get('/api/analytics/event-counts', {
      headers: { authorization: `Bearer ${token}` },
    });
    const apps = ((await counts.json()) as { apps: { appId: string; events: number }[] }).apps;
    expect(apps.find((app) => app.appId === 'Prism@Web')?.events).toBeGreaterThan(0);
  });

  test('Need Help → Send feedback opens the dialog; Escape closes it', async ({ page }) => {
    await signInAt(page, '/', 'analyst');
    await page.getByRole('banner').getByRole('button', { name: 'Need Help' }).click();
    await page
      .getByRole('dialog', { name: 'Need Help?' })
      .getByRole('button', { name: 'Send feedback' })
      .click();
    const dialog = page.getByRole('dialog', { name: FEEDBACK_TITLE });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/openFeedbackModal=true/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/openFeedbackModal/);
  });
});
