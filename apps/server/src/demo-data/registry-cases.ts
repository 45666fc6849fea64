import type { Application, EventCase } from '@prism/domain';
import { DEMO_CLIENT_APPS } from './catalogue';
import { profileOf } from './generator-profiles';

/**
 * The event cases the demo apps send, derived from the same profiles the generator writes visits
 * from, so the registry and the demo events cannot drift: every select action the generator writes
 * is `${page}_${action}` on that page (generator-visit.ts), so each page × action of a profile is a
 * case, of the selectAction type, whose events must carry that page name. The consumer self-service
 * app's self-install journeys open on their own page.
 */

/** The page self-install visits open on (generator-visit.ts). */
const SELF_INSTALL_PAGE = 'equipmentSelfInstall';

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

function pagesOf(app: Application): string[] {
  const pages = new Set<string>();
  for (const section of profileOf(app).sections.items) for (const page of section.pages) pages.add(page);
  if (app.name === 'MSA') pages.add(SELF_INSTALL_PAGE);
  return [...pages];
}

/** Every event case of the demo apps, by id, with the apps that send it. */
export function demoEventCases(apps: readonly Application[] = DEMO_CLIENT_APPS): EventCase[] {
  const cases = new Map<string, EventCase>();
  for (const app of apps) {
    const { actions } = profileOf(app);
    for (const page of pagesOf(app)) {
      for (const action of actions) {
        const id = `${page}_${action}`;
        const known = cases.get(id);
        if (known) {
          if (known.domain !== app.domain) {
            throw new Error(`Demo event case ${id} is sent in two domains (${known.domain}, ${app.domain})`);
          }
          known.appIds.push(app.id);
          continue;
        }
        cases.set(id, {
          id,
          name: `${words(action)} on ${words(page)}`,
          description: `The user selects ${words(action).toLowerCase()} on the ${words(page).toLowerCase()} page.`,
          eventType: 'selectAction',
          domain: app.domain,
          appIds: [app.id],
          conditions: [{ field: 'pageName', operator: 'IS', values: [page] }],
        });
      }
    }
  }
  return [...cases.values()].sort((a, b) => a.id.localeCompare(b.id));
}
