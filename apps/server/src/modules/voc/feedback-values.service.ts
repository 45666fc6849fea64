import { vocApplicationIdSchema, type FeedbackField } from '@prism/domain';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import type { Queryable } from '../../plugins/stores';
import { parseInput } from '../../lib/errors';
import type { FeedbackService } from './feedback.service';
import { requireRead, vocAccessOf } from './voc-access';

/**
 * The values the filter menus offer (spec 001 section 7: getSurveyIDs, getVerbatimLanguages,
 * getBillerTypes, getPageNames, getAppVersions, getUserSelectedCategories, getFieldValues,
 * getExperimentUUIDs): the distinct values of one field among the items of some applications, most
 * items first. Only fields that are filters and not personal can be listed.
 */

/** Each listable field and how to read it: a typed column, a text of the JSON, or a JSON list. */
const VALUE_FIELDS = {
  surveyID: { column: 'f.survey_id' },
  language: { column: 'f.language' },
  pageName: { column: 'f.page_name' },
  appVersion: { column: 'f.app_version' },
  source: { column: 'f.source' },
  billerType: { text: 'billerType' },
  userRole: { text: 'userRole' },
  autoPayStatus: { text: 'autoPayStatus' },
  loggedInStatus: { text: 'loggedInStatus' },
  footprint: { text: 'footprint' },
  SCP: { text: 'SCP' },
  userSelectedCategory: { text: 'userSelectedCategory' },
  accountType: { text: 'accountType' },
  userType: { text: 'userType' },
  journeyType: { text: 'journeyType' },
  deviceType: { text: 'deviceType' },
  os: { text: 'os' },
  browser: { text: 'browser' },
  billingServices: { list: 'billingServices' },
  experimentUuids: { list: 'experimentUuids' },
  activatedExperimentUuids: { list: 'activatedExperimentUuids' },
  variantUuids: { list: 'variantUuids' },
} as const satisfies Partial<Record<FeedbackField, { column: string } | { text: string } | { list: string }>>;
export type ValueField = keyof typeof VALUE_FIELDS;
export const VALUE_FIELD_NAMES = Object.keys(VALUE_FIELDS) as ValueField[];

const argsSchema = z
  .object({
    applicationIDs: z.array(vocApplicationIdSchema).min(1, 'name at least one application').max(200),
    field: z.enum(VALUE_FIELD_NAMES as [ValueField, ...ValueField[]], {
      message: `must be one of ${VALUE_FIELD_NAMES.join(', ')}`,
    }),
    period: z.string().max(64).nullish(),
    search: z.string().max(256).nullish(),
    limit: z.number().int().min(1).max(1_000).nullish(),
  })
  .strict();

export function createFeedbackValuesService(db: Queryable, feedback: FeedbackService) {
  /** getFieldValues: each value with its number of items. */
  async function fieldValues(auth: AuthUser, args: unknown): Promise<{ value: string; count: number }[]> {
    const input = parseInput(argsSchema, args);
    requireRead(await vocAccessOf(db, auth), input.applicationIDs);
    const params: unknown[] = [input.applicationIDs];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['f.app_id = ANY($1::text[])'];
    const window = feedback.windowOf({ period: input.period ?? null });
    if (window) where.push(`f.ts >= ${add(window.startMs)}`, `f.ts < ${add(window.endMs)}`);
    const source = VALUE_FIELDS[input.field];
    const from =
      'list' in source
        ? `voc_feedback f, jsonb_array_elements_text(coalesce(f.doc->'${source.list}', '[]')) AS v(value)`
        : 'voc_feedback f';
    const value =
      'column' in source ? source.column : 'text' in source ? `f.doc->>'${source.text}'` : 'v.value';
    where.push(`${value} IS NOT NULL`, `${value} <> ''`);
    if (input.search) where.push(`${value} ILIKE ${add(`%${input.search.replace(/[\\%_]/g, '\\$&')}%`)}`);
    const rows = await db.query<{ value: string; count: string | number }>(
      `SELECT ${value} AS value, count(*) AS count FROM ${from} WHERE ${where.join(' AND ')}
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${add(input.limit ?? 500)}`,
      params,
    );
    return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
  }

  const valuesOf = (field: ValueField) => async (auth: AuthUser, args: Record<string, unknown>) =>
    (await fieldValues(auth, { ...args, field })).map((row) => row.value);

  return {
    fieldValues,
    surveyIds: valuesOf('surveyID'),
    languages: valuesOf('language'),
    billerTypes: valuesOf('billerType'),
    pageNames: valuesOf('pageName'),
    appVersions: valuesOf('appVersion'),
    userSelectedCategories: valuesOf('userSelectedCategory'),
    async experimentUuids(auth: AuthUser, args: Record<string, unknown>) {
      const [experimentUuids, activatedExperimentUuids, variantUuids] = await Promise.all(
        (['experimentUuids', 'activatedExperimentUuids', 'variantUuids'] as const).map((field) =>
          valuesOf(field)(auth, args),
        ),
      );
      return { experimentUuids, activatedExperimentUuids, variantUuids };
    },
  };
}
