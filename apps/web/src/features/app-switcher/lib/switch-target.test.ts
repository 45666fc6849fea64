import { describe, expect, it } from 'vitest';
import { switchQuery, switchTarget } from './switch-target';

/** A slice of the area route table's entity pages. */
const entityPaths = [
  'client-analytics/overview',
  'client-analytics/errors',
  'server-analytics/overview',
  'server-analytics/incoming',
  'tve-dashboards/auth',
  'voice-of-customer/digital-surveys/overview',
  'charter-survey-tool/summary',
];

function target(pathname: string, kind: Parameters<typeof switchTarget>[0]['target']['kind'], search = '') {
  return switchTarget({
    pathname,
    search,
    target: { id: 'MSA@Web', kind },
    onEntityPage: !pathname.startsWith('/tools') && pathname !== '/',
    entityPaths,
  });
}

describe('switchTarget', () => {
  it('stays on the same page when the target application has it', () => {
    expect(target('/OneApp@Roku/client-analytics/errors', 'client')).toBe('/MSA@Web/client-analytics/errors');
    expect(target('/BillingService@Web@portals/server-analytics/incoming', 'backend')).toBe(
      '/MSA@Web/server-analytics/incoming',
    );
  });

  it("opens the kind's default page when the target has no such page", () => {
    expect(target('/OneApp@Roku/client-analytics/errors', 'tve')).toBe('/MSA@Web/tve-dashboards/auth');
    expect(target('/OneApp@Roku/client-analytics/errors', 'voiceOfCustomer')).toBe(
      '/MSA@Web/voice-of-customer/digital-surveys/overview',
    );
    expect(target('/OneApp@Roku/client-analytics/errors', 'surveyTool')).toBe(
      '/MSA@Web/charter-survey-tool/summary',
    );
    expect(target('/OneApp@Roku/client-analytics/errors', 'backend')).toBe(
      '/MSA@Web/server-analytics/overview',
    );
    expect(target('/IdentityService@Web@portals/server-analytics/incoming', 'client')).toBe(
      '/MSA@Web/client-analytics/overview',
    );
  });

  it('opens the default page from outside an area page or from an unknown page', () => {
    expect(target('/', 'client')).toBe('/MSA@Web/client-analytics/overview');
    expect(target('/tools/volt', 'backend')).toBe('/MSA@Web/server-analytics/overview');
    expect(target('/OneApp@Roku/no-such-page', 'client')).toBe('/MSA@Web/client-analytics/overview');
  });

  it('keeps environment, period, step and groupBy but drops list-valued filters', () => {
    expect(
      target(
        '/OneApp@Roku/client-analytics/overview',
        'client',
        '?period=7d&environment=production&step=3600000&groupBy=appVersion&appVersion[]=1.2&operatingSystem=iOS&rowPage=2',
      ),
    ).toBe(
      '/MSA@Web/client-analytics/overview?period=7d&environment=production&step=3600000&groupBy=appVersion&rowPage=2',
    );
  });
});

describe('switchQuery', () => {
  it('drops bracket arrays in either form, whatever the key', () => {
    expect(switchQuery('?foo[]=a&foo[]=b&bar[0]=c&period=24h')).toBe('?period=24h');
  });

  it('is empty when nothing is kept', () => {
    expect(switchQuery('?browser=Chrome')).toBe('');
    expect(switchQuery('')).toBe('');
  });
});
