import { expect, type Page } from '@playwright/test';

export type Persona =
  'admin' | 'analyst' | 'voc' | 'voc-reader' | 'surveyor' | 'mapper' | 'krypto' | 'docs' | 'guest';

export const ACCESS_TOKEN_KEY = 'accessToken';

/** On the embedded sign-in page (where the app sends a signed-out visitor), chooses a persona. */
export async function choosePersona(page: Page, persona: Persona): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.locator(`button[name="username"][value="${persona}"]`).click();
}

/** What the portal stores once it has shown a user the first-visit welcome in this browser session. */
const welcomeShownKey = (persona: Persona) => `prism.favoritesWelcomeShown.${persona}`;

/**
 * Opens `path` signed out and signs in as `persona` on the way. A persona's first sign-in on the
 * fresh e2e server is a first-time user's, which the favourites welcome dialog would cover; it is
 * marked as already shown unless `welcome` asks for it (favorites.spec.ts).
 */
export async function signInAt(
  page: Page,
  path: string,
  persona: Persona,
  { welcome = false }: { welcome?: boolean } = {},
): Promise<void> {
  if (!welcome)
    await page.addInitScript((key) => window.sessionStorage.setItem(key, 'e2e'), welcomeShownKey(persona));
  await page.goto(path);
  await choosePersona(page, persona);
}

/**
 * Waits for the portal's shell on a signed-in page and, should a first visit's welcome dialog
 * still open over it, skips it: afterwards no dialog covers the page.
 */
export async function shellReady(page: Page, timeout = 30_000): Promise<void> {
  // My Favorites and the first-visit dialog come from the same profile answer, in the same render.
  await expect(page.getByRole('button', { name: 'My Favorites' })).toBeVisible({ timeout });
  const welcome = page.getByRole('dialog', { name: 'Welcome to Prism' });
  if (await welcome.isVisible()) await welcome.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Puts a token in the portal's storage without signing in, as if a previous session had left it. */
export async function storeToken(page: Page, token: string): Promise<void> {
  // Any page of the portal's origin gives access to its storage; the version call is the lightest.
  await page.goto('/api/version');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    ACCESS_TOKEN_KEY,
    token,
  ] as const);
}
