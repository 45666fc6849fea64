import type { Application, EventCase, EventCaseCondition } from '@prism/domain';
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

/** The demo APIs the journey cases name (generator-profiles.ts). */
export const DEMO_PAYMENT_API = 'POST /api/billing/payments';
export const DEMO_STREAM_SESSION_API = 'POST /api/streams/{id}/session';

const is = (field: string, value: string): EventCaseCondition => ({ field, operator: 'IS', values: [value] });

/**
 * The journey event cases the demo Volt tests (seed-volt.ts) are made of, beyond the select
 * actions: a sign-in that succeeds, a page shown, an API called, a playback started; each with the
 * apps and domain of the generator's select-action cases on the same
 * page, so each applies exactly where the demo events come from.
 */
export function demoJourneyEventCases(cases: readonly EventCase[] = demoEventCases()): EventCase[] {
  const like = (id: string) => {
    const found = cases.find((c) => c.id === id);
    if (!found) throw new Error(`the demo registry has no event case ${id}`);
    return { domain: found.domain, appIds: [...found.appIds] };
  };
  const billing = like('billing_submit');
  const liveTv = like('liveTv_playButton');
  return [
    {
      id: 'signIn_loginStop_success',
      name: 'Sign-in succeeds',
      description: 'A sign-in ends in success (the event names no case: it is matched by its type).',
      eventType: 'loginStop',
      ...billing,
      conditions: [is('loginOutcome', 'success')],
    },
    {
      id: 'billing_pageView',
      name: 'Billing page shown',
      description: 'The billing page is shown.',
      eventType: 'pageView',
      ...billing,
      conditions: [is('pageName', 'billing')],
    },
    {
      id: 'billing_paymentApi',
      name: 'Payment API called',
      description: `The app posts a payment (${DEMO_PAYMENT_API}).`,
      eventType: 'apiCall',
      ...billing,
      conditions: [is('apiName', DEMO_PAYMENT_API)],
    },
    {
      id: 'liveTv_pageView',
      name: 'Live TV shown',
      description: 'The live TV page is shown.',
      eventType: 'pageView',
      ...liveTv,
      conditions: [is('pageName', 'liveTv')],
    },
    {
      id: 'liveTv_streamSessionApi',
      name: 'Stream session opened',
      description: `The player opens a stream session (${DEMO_STREAM_SESSION_API}).`,
      eventType: 'apiCall',
      ...liveTv,
      conditions: [is('apiName', DEMO_STREAM_SESSION_API)],
    },
    {
      id: 'liveTv_playbackStart',
      name: 'Live playback starts',
      description: 'A linear stream shows its first frame.',
      eventType: 'playbackStart',
      ...liveTv,
      conditions: [is('streamType', 'linear')],
    },
  ];
}
