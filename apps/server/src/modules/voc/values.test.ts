import { DAY_MS } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { feedbackInput, gql, ingest } from './voc-test-kit';

/**
 * The values the filter menus offer (spec 001 section 7): getSurveyIDs, getVerbatimLanguages,
 * getBillerTypes, getPageNames, getAppVersions, getUserSelectedCategories, getFieldValues and
 * getExperimentUUIDs, each the distinct values of the applications named, most items first.
 */

describe('Voice of Customer filter values', () => {
  let t: TestApp;

  async function values<T>(document: string, persona = 'voc-reader'): Promise<T> {
    const answer = await gql<T>(t, persona, document);
    expect(answer.errors, document).toEqual([]);
    return answer.data!;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const now = Date.now();
    await ingest(t, [
      feedbackInput({
        surveyID: 'S-1',
        language: 'en',
        billerType: 'Residential',
        pageName: 'billing',
        appVersion: '5.2.0',
        userSelectedCategory: 'Billing question',
        os: 'Android',
        experimentUuids: ['exp-a', 'exp-b'],
        activatedExperimentUuids: ['exp-a'],
        variantUuids: ['var-1'],
        email: 'private@example.com',
      }),
      feedbackInput({
        surveyID: 'S-1',
        language: 'en',
        billerType: 'Residential',
        pageName: 'billing',
        appVersion: '5.2.0',
        userSelectedCategory: 'Billing question',
        os: 'Linux',
        experimentUuids: ['exp-b'],
        variantUuids: ['var-2'],
      }),
      feedbackInput({
        surveyID: 'S-2',
        language: 'es',
        billerType: 'Business',
        pageName: 'home',
        appVersion: '5.1.0',
        userSelectedCategory: 'Outage',
        os: 'Android',
      }),
      // Older than 30 days: its version is left out of a 30-day period.
      feedbackInput({ timestamp: now - 40 * DAY_MS, appVersion: '4.0.0', os: 'Windows' }),
      // Empty values are no values.
      feedbackInput({ surveyID: '', pageName: '', os: '' }),
      // Another application's values stay out.
      feedbackInput({
        appName: 'OneApp',
        appType: 'Roku',
        surveyID: 'S-9',
        language: 'fr',
        billerType: 'Wholesale',
        pageName: 'guide',
        appVersion: '9.9.9',
        userSelectedCategory: 'Streaming',
        os: 'RokuOS',
        experimentUuids: ['exp-roku'],
      }),
    ]);
  });
  afterAll(() => t.close());

  it('getSurveyIDs, getVerbatimLanguages, getBillerTypes, getPageNames, getUserSelectedCategories', async () => {
    const answer = await values<Record<string, string[]>>(
      `{ getSurveyIDs(applicationIDs: ["MSA@Web"]) getVerbatimLanguages(applicationIDs: ["MSA@Web"])
         getBillerTypes(applicationIDs: ["MSA@Web"]) getPageNames(applicationIDs: ["MSA@Web"])
         getUserSelectedCategories(applicationIDs: ["MSA@Web"]) }`,
    );
    expect(answer).toEqual({
      getSurveyIDs: ['S-1', 'S-2'],
      getVerbatimLanguages: ['en', 'es'],
      getBillerTypes: ['Residential', 'Business'],
      getPageNames: ['billing', 'home'],
      getUserSelectedCategories: ['Billing question', 'Outage'],
    });
    const both = await values<{ getSurveyIDs: string[] }>(
      `{ getSurveyIDs(applicationIDs: ["MSA@Web", "OneApp@Roku"]) }`,
    );
    expect(both.getSurveyIDs).toEqual(['S-1', 'S-2', 'S-9']);
    expect(
      (await values<{ getPageNames: string[] }>(`{ getPageNames(applicationIDs: ["MSA@iOS"]) }`))
        .getPageNames,
    ).toEqual([]);
  });

  it('getAppVersions: all versions, or those of the period', async () => {
    const all = await values<{ getAppVersions: string[] }>(`{ getAppVersions(applicationIDs: ["MSA@Web"]) }`);
    expect(all.getAppVersions).toEqual(['5.2.0', '4.0.0', '5.1.0']);
    const recent = await values<{ getAppVersions: string[] }>(
      `{ getAppVersions(period: "30d", applicationIDs: ["MSA@Web"]) }`,
    );
    expect(recent.getAppVersions).toEqual(['5.2.0', '5.1.0']);
    const bad = await gql(t, 'voc', `{ getAppVersions(period: "someday", applicationIDs: ["MSA@Web"]) }`);
    expect(bad.errors[0]?.extensions?.status).toBe(400);
    expect(bad.errors[0]?.message).toContain('Invalid period supplied');
  });

  it('getFieldValues: counts per value, search, limit and period', async () => {
    const field = async (args: string) =>
      (
        await values<{ getFieldValues: { value: string; count: number }[] }>(
          `{ getFieldValues(applicationIDs: ["MSA@Web"], ${args}) { value count } }`,
        )
      ).getFieldValues;
    expect(await field('field: "os"')).toEqual([
      { value: 'Android', count: 2 },
      { value: 'Linux', count: 1 },
      { value: 'Windows', count: 1 },
    ]);
    expect(await field('field: "os", search: "AND"')).toEqual([{ value: 'Android', count: 2 }]);
    expect(await field('field: "os", search: "%"')).toEqual([]);
    expect(await field('field: "os", limit: 1')).toEqual([{ value: 'Android', count: 2 }]);
    expect(await field('field: "os", period: "30d"')).toEqual([
      { value: 'Android', count: 2 },
      { value: 'Linux', count: 1 },
    ]);
    // List fields count each value once per item.
    expect(await field('field: "experimentUuids"')).toEqual([
      { value: 'exp-b', count: 2 },
      { value: 'exp-a', count: 1 },
    ]);
  });

  it('getFieldValues refuses personal and unknown fields with 400', async () => {
    for (const name of ['email', 'pid', 'encAccountNumber', 'firstName', 'verbatim', 'nope']) {
      const answer = await gql(
        t,
        'voc',
        `query ($field: String!) { getFieldValues(applicationIDs: ["MSA@Web"], field: $field) { value } }`,
        { field: name },
      );
      expect(answer.data, name).toBeNull();
      expect(answer.errors[0]?.extensions?.status, name).toBe(400);
      expect(answer.errors[0]?.message, name).toContain('field');
    }
  });

  it('getExperimentUUIDs: the experiment, activated experiment and variant UUIDs', async () => {
    const answer = await values<{
      getExperimentUUIDs: {
        experimentUuids: string[];
        activatedExperimentUuids: string[];
        variantUuids: string[];
      };
    }>(
      `{ getExperimentUUIDs(applicationIDs: ["MSA@Web"], period: "30d") {
          experimentUuids activatedExperimentUuids variantUuids } }`,
    );
    expect(answer.getExperimentUUIDs).toEqual({
      experimentUuids: ['exp-b', 'exp-a'],
      activatedExperimentUuids: ['exp-a'],
      variantUuids: ['var-1', 'var-2'],
    });
    const roku = await values<{ getExperimentUUIDs: { experimentUuids: string[]; variantUuids: string[] } }>(
      `{ getExperimentUUIDs(applicationIDs: ["OneApp@Roku"]) { experimentUuids variantUuids } }`,
    );
    expect(roku.getExperimentUUIDs).toEqual({ experimentUuids: ['exp-roku'], variantUuids: [] });
  });

  it('answers only applications the caller reads', async () => {
    await ingest(t, [feedbackInput({ appName: 'LegacyWidget', appType: 'Web', surveyID: 'S-legacy' })]);
    const refused = await gql(t, 'voc', `{ getSurveyIDs(applicationIDs: ["LegacyWidget@Web"]) }`);
    expect(refused.errors[0]?.extensions?.status).toBe(403);
    const admin = await values<{ getSurveyIDs: string[] }>(
      `{ getSurveyIDs(applicationIDs: ["LegacyWidget@Web"]) }`,
      'admin',
    );
    expect(admin.getSurveyIDs).toEqual(['S-legacy']);
  });
});
