import { MSG } from '@prism/domain';
import type { Locator } from '@playwright/test';

/**
 * Opens a chart card's action menu ('⋯', named 'Chart actions') and answers the entry `name` in
 * it, or null when the menu has no such entry (no 'Download CSV' before a chart has data); the
 * menu is closed again when there is none.
 */
export async function chartMenuItem(card: Locator, name: string): Promise<Locator | null> {
  const trigger = card.getByRole('button', { name: MSG.chartActions }).first();
  if ((await trigger.count()) === 0) return null;
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const item = card
    .getByRole('menu', { name: MSG.chartActions })
    .getByRole('menuitem', { name, exact: true });
  if ((await item.count()) > 0) return item;
  await trigger.press('Escape');
  if ((await trigger.getAttribute('aria-expanded')) === 'true') await trigger.click();
  return null;
}
