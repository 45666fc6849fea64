import { expect, test, type Page } from '@playwright/test';
import { choosePersona, signInAt, type Persona } from '../support/sign-in';

const NO_FAVORITES_SELECTED = 'No favorites selected.';
const FAVORITE_NAME_EMPTY = 'Favorite Name cannot be empty';
const APP_LIMIT = '5 App Favorite limit reached. Click edit icon next to the Apps menu to remove some.';
const PAGE_LIMIT = '5 Page Favorite limit reached. Click edit icon next to the Pages menu to remove some.';

/**
 * `voc` is signed in by no other spec, so on the fresh e2e server its first sign-in here is a
 * first-time user's: the server creates its profile without a recorded sign-in.
 */
const FIRST_TIMER: Persona = 'voc';

/** Signs in and, should this be the persona's first visit, dismisses the welcome dialog. */
async function signInReturning(page: Page, path: string, persona: Persona): Promise<void> {
  await signInAt(page, path, persona);
  // My Favorites and the first-visit dialog come from the same profile answer, in the same render.
  await expect(page.getByRole('button', { name: 'My Favorites' })).toBeVisible();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Prism' });
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function openMyFavorites(page: Page) {
  await page.getByRole('button', { name: 'My Favorites' }).click();
  return page.getByRole('region', { name: 'Pages' });
}

test.describe('favourites', () => {
  test('a first-time user is welcomed, then chooses up to five applications, saved on the server', async ({
    page,
  }) => {
    // Signed in by hand, like a person would: nothing marks the welcome as seen.
    await page.goto('/');
    await choosePersona(page, FIRST_TIMER);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Prism' });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Choose favorites' }).click();

    const chooser = page.getByRole('dialog', { name: 'Favorite applications' });
    await expect(chooser).toBeVisible();
    await chooser.getByRole('button', { name: 'Save favorites' }).click();
    await expect(chooser.getByRole('alert')).toHaveText(NO_FAVORITES_SELECTED);

    // The portal's fuzzy search narrows the list; five picks fill the favourites.
    await chooser.getByRole('searchbox', { name: 'Search applications' }).fill('OneApp');
    for (const id of ['OneApp@Roku', 'OneApp@iOS', 'OneApp@Android', 'OneApp@Web', 'OneApp@RokuRsg'])
      await chooser.getByRole('checkbox', { name: id, exact: true }).check();
    await expect(chooser.getByRole('heading', { name: 'Your favorites (5 of 5)' })).toBeVisible();

    await chooser.getByRole('searchbox', { name: 'Search applications' }).fill('MSA@Web');
    await chooser.getByRole('checkbox', { name: 'MSA@Web', exact: true }).click();
    await expect(chooser.getByRole('alert')).toHaveText(APP_LIMIT);
    await expect(chooser.getByRole('checkbox', { name: 'MSA@Web', exact: true })).not.toBeChecked();

    await chooser.getByRole('button', { name: 'Save favorites' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Kept on the server: a reload (no longer a first visit) lists them and shows no dialog.
    await page.reload();
    await openMyFavorites(page);
    const apps = page.getByRole('region', { name: 'Apps' });
    await expect(apps.getByRole('link')).toHaveText([
      'OneApp@Roku',
      'OneApp@iOS',
      'OneApp@Android',
      'OneApp@Web',
      'OneApp@RokuRsg',
    ]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a returning user opens the chooser directly from My Favorites', async ({ page }) => {
    await signInReturning(page, '/', FIRST_TIMER);
    await openMyFavorites(page);
    await page.getByRole('button', { name: 'Choose favorite applications' }).click();
    const chooser = page.getByRole('dialog', { name: 'Favorite applications' });
    await expect(chooser).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome to Prism' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(chooser).toHaveCount(0);
  });

  test('page favourites: a name is required, duplicates are not added, five at most', async ({ page }) => {
    // Seven page loads, each waiting for the profile, catalogue and groups.
    test.setTimeout(180_000);
    const errors = '/OneApp@Roku/client-analytics/errors?period=7d';
    await signInReturning(page, errors, FIRST_TIMER);

    let pages = await openMyFavorites(page);
    await pages.getByRole('button', { name: 'Add this page to favorites' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add page to favorites' });
    const name = dialog.getByRole('textbox', { name: /Favorite Name/ });
    await name.fill('');
    await dialog.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(FAVORITE_NAME_EMPTY);
    await name.fill('Roku errors');
    await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('Weekly check');
    await dialog.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(dialog).toHaveCount(0);

    pages = await openMyFavorites(page);
    const kept = pages.getByRole('link', { name: 'Roku errors' });
    await expect(kept).toHaveAttribute('href', /^\/OneApp@Roku\/client-analytics\/errors\?period=7d/);

    // The same page, name and description again: nothing is added.
    await pages.getByRole('button', { name: 'Add this page to favorites' }).click();
    dialog = page.getByRole('dialog', { name: 'Add page to favorites' });
    await dialog.getByRole('textbox', { name: /Favorite Name/ }).fill('Roku errors');
    await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('Weekly check');
    await dialog.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(dialog.getByRole('status')).toHaveText('This page is already in your favorites.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    pages = await openMyFavorites(page);
    await expect(pages.getByRole('link')).toHaveCount(1);
    await page.keyboard.press('Escape');

    for (const area of ['overview', 'page-views', 'apis', 'events']) {
      await page.goto(`/OneApp@Roku/client-analytics/${area}?period=7d`);
      pages = await openMyFavorites(page);
      await pages.getByRole('button', { name: 'Add this page to favorites' }).click();
      dialog = page.getByRole('dialog', { name: 'Add page to favorites' });
      await dialog.getByRole('button', { name: 'Add to favorites' }).click();
      await expect(dialog).toHaveCount(0);
    }

    await page.goto('/OneApp@Roku/client-analytics/authentication?period=7d');
    pages = await openMyFavorites(page);
    await expect(pages.getByRole('link')).toHaveText([
      'Roku errors',
      'Overview',
      'Page Views',
      'APIs',
      'Events',
    ]);
    await pages.getByRole('button', { name: 'Add this page to favorites' }).click();
    dialog = page.getByRole('dialog', { name: 'Add page to favorites' });
    await dialog.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(PAGE_LIMIT);

    // Edit mode from the Pages list: rename one and remove another, on the server.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    pages = await openMyFavorites(page);
    await pages.getByRole('button', { name: 'Edit Page favorites' }).click();
    await pages.getByRole('button', { name: 'Edit Overview' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit page favorite' });
    await dialog.getByRole('textbox', { name: /Favorite Name/ }).fill('Roku overview');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toHaveCount(0);
    pages = await openMyFavorites(page);
    await pages.getByRole('button', { name: 'Edit Page favorites' }).click();
    await pages.getByRole('button', { name: 'Edit Events' }).click();
    await page
      .getByRole('dialog', { name: 'Edit page favorite' })
      .getByRole('button', { name: 'Remove from favorites' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    pages = await openMyFavorites(page);
    await expect(pages.getByRole('link')).toHaveText(['Roku errors', 'Roku overview', 'Page Views', 'APIs']);
  });
});
