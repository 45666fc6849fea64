import { z } from 'zod';
import type { JobContext } from '../../../jobs/job-runner';
import { feedbackByIds } from '../feedback.repository';
import type { FeedbackService } from '../feedback.service';
import type { Queryable } from '../../../plugins/stores';
import { analyseText, type TextAnalysis } from './text-analysis';

/**
 * The enrichment job (issue 15 item 3): sentiment and keywords for new items, computed in-process
 * outside any transaction, then written in one transaction that re-reads each item, so a triage
 * change made meanwhile is kept. Only what is missing is filled in (an item may arrive with the
 * sentiment of an earlier system); running it twice changes nothing.
 */

const payloadSchema = z.object({ ids: z.array(z.string()).max(1_000) });

/** The text enrichment reads: the verbatim, or the alternative verbatim when there is none. */
function textOf(item: { verbatim?: string | null; altVerbatim?: string | null }): string | null {
  return item.verbatim?.trim() ? item.verbatim : item.altVerbatim?.trim() ? item.altVerbatim : null;
}

export function enrichmentJob(db: Queryable, feedback: FeedbackService) {
  return async (raw: unknown, ctx: JobContext): Promise<{ enriched: number }> => {
    const { ids } = payloadSchema.parse(raw);
    const stored = await feedbackByIds(db, ids);
    const analyses = new Map<string, TextAnalysis>();
    for (const [index, { item }] of stored.entries()) {
      ctx.signal.throwIfAborted();
      if (item.awsSentiment != null) continue;
      analyses.set(item._id, analyseText(textOf(item)));
      if (index % 200 === 199) await ctx.reportProgress(index / stored.length);
    }
    let enriched = 0;
    await feedback.update([...analyses.keys()], ({ item }) => {
      const analysis = analyses.get(item._id);
      if (!analysis || item.awsSentiment != null) return null;
      enriched += 1;
      return {
        ...item,
        awsSentiment: analysis.awsSentiment,
        awsKeywords: item.awsKeywords?.length ? item.awsKeywords : analysis.awsKeywords,
      };
    });
    return { enriched };
  };
}
