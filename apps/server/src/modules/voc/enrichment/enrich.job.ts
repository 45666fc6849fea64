import { feedbackItemSchema, type FeedbackItem } from '@prism/domain';
import { z } from 'zod';
import type { JobContext } from '../../../jobs/job-runner';
import { feedbackByIds } from '../feedback.repository';
import type { FeedbackService } from '../feedback.service';
import type { Queryable } from '../../../plugins/stores';
import {
  modelCategoriesOf,
  modelInUse,
  modelVerdict,
  type LoadedModel,
  type ModelCategory,
} from '../training/model-store';
import { modelTextOf, platformsAll, type PlatformRow } from '../training/platforms';
import { sentimentWithRating } from './rated-sentiment';
import { analyseText } from './text-analysis';

/**
 * The enrichment job (issue 15 item 3, issue 16 items 4 and 5): sentiment (read with the item's own
 * rating where the text cannot decide) and keywords for new items, and categories from the model in
 * use of the item's platform, computed in-process outside any
 * transaction, then written in one transaction that re-reads each item, so a triage change made
 * meanwhile is kept. Only what is missing is filled in (an item may arrive with the sentiment of an
 * earlier system); running it twice changes nothing.
 */

const payloadSchema = z.object({ ids: z.array(z.string()).max(1_000) });

/** The text enrichment reads: the verbatim, or the alternative verbatim when there is none. */
function textOf(item: { verbatim?: string | null; altVerbatim?: string | null }): string | null {
  return item.verbatim?.trim() ? item.verbatim : item.altVerbatim?.trim() ? item.altVerbatim : null;
}

interface PlatformModel {
  platform: PlatformRow;
  model: LoadedModel;
  categories: Map<string, ModelCategory>;
}

/** The model in use of each application's platform, read once per job. */
async function modelsByApp(db: Queryable, appIds: readonly string[]): Promise<Map<string, PlatformModel>> {
  const platforms = await platformsAll(db);
  const byApp = new Map<string, PlatformModel>();
  const byPlatform = new Map<string, PlatformModel | null>();
  for (const appId of appIds) {
    const platform = platforms.find((candidate) => candidate.application_ids.includes(appId));
    if (!platform) continue;
    if (!byPlatform.has(platform.id)) {
      const model = await modelInUse(db, platform.id);
      byPlatform.set(
        platform.id,
        model && { platform, model, categories: await modelCategoriesOf(db, platform) },
      );
    }
    const found = byPlatform.get(platform.id);
    if (found) byApp.set(appId, found);
  }
  return byApp;
}

type Enrichment = Partial<FeedbackItem>;

export function enrichmentJob(db: Queryable, feedback: FeedbackService) {
  return async (
    raw: unknown,
    ctx: JobContext,
  ): Promise<{ enriched: number; categorised: number; skipped?: string[] }> => {
    const { ids } = payloadSchema.parse(raw);
    const stored = await feedbackByIds(db, ids);
    const models = await modelsByApp(db, [...new Set(stored.map((row) => row.appId))]);
    const found = new Map<string, Enrichment>();
    for (const [index, { appId, item }] of stored.entries()) {
      ctx.signal.throwIfAborted();
      const text = textOf(item);
      if (!text) continue;
      const enrichment: Enrichment = {};
      if (item.awsSentiment == null) {
        const analysis = analyseText(text);
        enrichment.awsSentiment = analysis.awsSentiment && sentimentWithRating(analysis.awsSentiment, item);
        if (!item.awsKeywords?.length) enrichment.awsKeywords = analysis.awsKeywords;
      }
      const platformModel = models.get(appId);
      if (item.modelVersion == null && platformModel) {
        const { platform, model, categories } = platformModel;
        const modelText = modelTextOf(item, platform.ml_analysis_field) ?? text;
        Object.assign(
          enrichment,
          modelVerdict(item, appId, modelText, model, categories, Number(platform.confidence_threshold)),
        );
      }
      if (Object.keys(enrichment).length > 0) found.set(item._id, enrichment);
      if (index % 200 === 199) await ctx.reportProgress(index / stored.length);
    }
    let enriched = 0;
    let categorised = 0;
    // An item whose enrichment would not pass the item schema is left as it is and reported: one
    // item must not hold back the other 999 of its batch.
    const skipped: string[] = [];
    await feedback.update([...found.keys()], ({ item }) => {
      const enrichment = found.get(item._id);
      if (!enrichment) return null;
      const next: FeedbackItem = { ...item };
      const sentiment = item.awsSentiment == null && enrichment.awsSentiment != null;
      const model = item.modelVersion == null && enrichment.modelVersion != null;
      if (!sentiment && !model) return null;
      if (sentiment) {
        next.awsSentiment = enrichment.awsSentiment;
        if (!item.awsKeywords?.length) next.awsKeywords = enrichment.awsKeywords;
      }
      if (model) {
        next.awsCategories = enrichment.awsCategories;
        next.awsCategoriesScore = enrichment.awsCategoriesScore;
        next.modelVersion = enrichment.modelVersion;
        // Categories someone applied meanwhile stay; the model's apply only to an untouched item.
        if (item.prismAppliedCategories.length === 0) {
          next.prismAppliedCategories = enrichment.prismAppliedCategories ?? [];
          next.needsReview = enrichment.needsReview;
        }
      }
      if (!feedbackItemSchema.safeParse(next).success) {
        skipped.push(item._id);
        return null;
      }
      if (sentiment) enriched += 1;
      if (model) categorised += 1;
      return next;
    });
    return { enriched, categorised, ...(skipped.length > 0 ? { skipped } : {}) };
  };
}
