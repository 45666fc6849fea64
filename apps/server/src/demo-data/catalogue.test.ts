import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from './catalogue';

/**
 * The original company and its brands (spec README: those names are data, never branding). Its
 * product names stay only where the spec's own rules use them as values: the application names
 * OneApp, MSA, SpecGuide and BulkMDU.
 */
const BRANDS = /spectrum|charter|\btwc\b|time warner|bright ?house|\bbhn?\b|my spectrum/i;
const NAMES_THE_SPEC_USES = new Set(['OneApp', 'MSA', 'SpecGuide', 'BulkMDU']);

describe('the demo catalogue', () => {
  it('carries no brand of the original company in any name or alias', () => {
    const branded = DEMO_CATALOGUE.flatMap((app) =>
      [app.id, app.name, ...app.aliases]
        .filter((text) => BRANDS.test(text))
        .map((text) => `${app.id}: ${text}`),
    );
    expect(branded).toEqual([]);
  });

  it('keeps the original product names only where the spec names them', () => {
    const original = DEMO_CATALOGUE.filter((app) => NAMES_THE_SPEC_USES.has(app.name));
    expect(new Set(original.map((app) => app.name))).toEqual(NAMES_THE_SPEC_USES);
    for (const app of original) {
      for (const alias of app.aliases) expect(alias, app.id).not.toContain(app.name);
    }
  });

  it('names each application once', () => {
    expect(new Set(DEMO_CATALOGUE.map((app) => app.id)).size).toBe(DEMO_CATALOGUE.length);
  });
});
