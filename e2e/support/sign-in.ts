import { expect, type Page } from '@playwright/test';

export type Persona = 'admin' | 'analyst' | 'voc' | 'krypto' | 'docs' | 'guest';

export const ACCESS_TOKEN_KEY = 'accessToken';

/** On the embedded sign-in page (where the app sends a signed-out visitor), chooses a persona. */
export async function choosePersona(page: Page, persona: Persona): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.locator(`button[name="username"][value="${persona}"]`).click();
}

/** Opens `path` signed out and signs in as `persona` on the way. */
export async function signInAt(page: Page, path: string, persona: Persona): Promise<void> {
  await page.goto(path);
  await choosePersona(page, persona);
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
