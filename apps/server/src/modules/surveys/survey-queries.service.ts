import {
  SENTIMENTS,
  SURVEY_TEXT_ANSWERS_SHOWN,
  SURVEY_UPLOAD_WINDOW_MS,
  surveyResponsesArgsSchema,
  surveyScopeArgsSchema,
  vocIdSchema,
  type AppliedCategory,
  type Sentiment,
  type SurveyAggregates,
  type SurveyAppliedCategory,
  type SurveyCategoryOption,
  type SurveyCategoryOverview,
  type SurveyQuestion,
  type SurveyResponse,
  type SurveyScopeArgs,
} from '@prism/domain';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import type { Db } from '../../plugins/stores';
import { requireCapability } from '../../lib/authz';
import { badRequest, notFound, parseInput } from '../../lib/errors';
import type { FeedbackService } from '../voc/feedback.service';
import {
  SURVEY_TRAIL_SEPARATOR,
  surveyCategoryTree,
  type SurveyCategoryTree,
} from './survey-queries-categories';
import {
  categoriesAll,
  surveyAnswerCounts,
  surveyAnsweredCounts,
  surveyCategoryCounts,
  surveyDisplayCount,
  surveyNewestTexts,
  surveyResponseById,
  surveyResponsesCount,
  surveyResponsesOverTime,
  surveyResponsesPage,
  surveyResponseTouch,
  surveyRollupCounts,
  surveyScopeCompile,
  surveyStoredAnswers,
  surveyTextSentiments,
  type SurveyResponseRow,
  type SurveyScopeSql,
} from './survey-queries.repository';
import {
  surveyBuckets,
  surveyQuestionAggregate,
  surveyRollupPlan,
  surveySentimentKey,
  surveyStoredOptionLabels,
  type SurveySummaryQuestion,
} from './survey-queries-summary';
import { surveyDefinitionById } from './surveys.repository';

/**
 * The survey tool's reading calls on the Voice of Customer GraphQL endpoint (spec 001 section 7,
 * issue 18 item 3): responses with their enrichment and categories, their count, the summary's
 * aggregates, the category overview, the categories to apply and applying them. Every call needs
 * the survey-tool capability (prism-admin or mse-user); an unknown survey or response is a 404.
 */

/** Stored answers read per removed question or option to learn how it read. */
const STORED_ANSWERS_READ = 50;

const updateCategoriesArgs = z
  .object({ _id: vocIdSchema, categoryIds: z.array(vocIdSchema).max(50) })
  .strict();

/** GraphQL passes an argument left out as absent and one sent empty as null: both take the default. */
function given(args: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries((args ?? {}) as Record<string, unknown>).filter(([, value]) => value != null),
  );
}

/** A stored response as the pages read it (`surveyResponseSchema`). */
export function surveyResponseOf(
  row: SurveyResponseRow,
  tree: SurveyCategoryTree,
  now: number,
): SurveyResponse {
  const enrichment = row.enrichment;
  const sentiment = enrichment?.awsSentiment ?? null;
  const names = enrichment?.awsCategories ?? [];
  const scores = enrichment?.awsCategoriesScore ?? [];
  const createdAt = Number(row.ts);
  const applied: SurveyAppliedCategory[] = (enrichment?.prismAppliedCategories ?? []).map((category) => ({
    _id: category._id,
    category: tree.nameOf(category._id) ?? category.category,
    trail: tree.trailOf(category._id),
  }));
  return {
    _id: row.id,
    surveyId: row.survey_id,
    createdAt,
    createdBy: row.created_by,
    updatedAt: new Date(row.updated_at).getTime(),
    updatedBy: row.updated_by,
    responses: row.answers,
    respondent: row.respondent,
    comprehendResults: sentiment
      ? {
          sentiment: sentiment.sentiment,
          sentimentScores: {
            positive: sentiment.positive,
            negative: sentiment.negative,
            mixed: sentiment.mixed,
            neutral: sentiment.neutral,
          },
          keywords: enrichment?.awsKeywords ?? [],
          // The model names its categories; the page applies them by id.
          suggestedCategories: names.flatMap((name, index) => {
            const leaf = tree.leafNamed(name);
            return leaf ? [{ _id: leaf.id, category: leaf.name, score: scores[index] ?? 0 }] : [];
          }),
        }
      : null,
    appliedCategories: applied,
    feedbackId: row.feedback_id,
    fileUploads: row.files ?? [],
    // A file is awaited while the upload link still takes one.
    awaitingUpload: row.wants_file && row.upload_id === null && now - createdAt < SURVEY_UPLOAD_WINDOW_MS,
  };
}

/** The reading calls' service: the stores, the feedback service (categorising), a clock (uploads awaited). */
export function createSurveyQueriesService(deps: { db: Db; feedback: FeedbackService; now?: () => number }) {
  const { db, feedback } = deps;
  const now = deps.now ?? Date.now;

  async function surveyOf(id: string) {
    const survey = await surveyDefinitionById(db, id);
    if (!survey) throw notFound(`No survey ${id}`);
    return survey;
  }

  async function treeOf(appId: string): Promise<SurveyCategoryTree> {
    return surveyCategoryTree(await categoriesAll(db), appId);
  }

  /** Checks the caller and the arguments of a scoped call, and compiles its scope. */
  async function scoped<S extends z.ZodType<SurveyScopeArgs>>(auth: AuthUser, schema: S, args: unknown) {
    requireCapability(auth, 'surveyTool');
    const input = parseInput(schema, given(args)) as z.output<S>;
    if (input.to <= input.from) throw badRequest('to: must be after from');
    const survey = await surveyOf(input.surveyId);
    return { input, survey, sql: surveyScopeCompile(input) };
  }

  /** The questions the summary lists: the current ones, then removed ones answered in the scope. */
  async function summaryQuestions(
    surveyId: string,
    current: readonly SurveyQuestion[],
    answeredIds: ReadonlySet<string>,
    optionKeys: ReadonlyMap<string, ReadonlySet<string>>,
  ): Promise<SurveySummaryQuestion[]> {
    const removedIds = [...answeredIds].filter((id) => !current.some((question) => question.id === id));
    // Options given in the scope that the current definition no longer has.
    const lostOptions = current.filter(
      (question) =>
        'options' in question &&
        [...(optionKeys.get(question.id) ?? [])].some(
          (key) => !question.options.some((option) => option.id === key),
        ),
    );
    const stored = await surveyStoredAnswers(
      db,
      surveyId,
      [...removedIds, ...lostOptions.map((question) => question.id)],
      STORED_ANSWERS_READ,
    );
    const storedOf = (id: string) => stored.filter((answer) => answer.questionId === id);
    const withSeen = (id: string, options: { id: string; label: string }[]) => {
      const labels = surveyStoredOptionLabels(storedOf(id));
      const seen = [...(optionKeys.get(id) ?? [])].filter(
        (key) => !options.some((option) => option.id === key),
      );
      return [...options, ...seen.sort().map((key) => ({ id: key, label: labels.get(key) ?? key }))];
    };
    const listed: SurveySummaryQuestion[] = current.map((question) => ({
      id: question.id,
      type: question.type,
      label: question.label,
      options: 'options' in question ? withSeen(question.id, question.options) : [],
    }));
    for (const id of removedIds) {
      const newest = storedOf(id)[0];
      if (!newest) continue;
      const choice = newest.type === 'singleChoice' || newest.type === 'multipleChoice';
      listed.push({ id, type: newest.type, label: newest.label, options: choice ? withSeen(id, []) : [] });
    }
    return listed;
  }

  /**
   * The counts of a summary: without filters or search, whole days and hours from the counts kept
   * as responses arrive (`survey_rollup`) and only the partial hours at the ends from the rows;
   * with them, every row of the period (the counts know nothing of filters). Displays and the
   * completion rate are never filtered. `answered` and `sentiments` are asked once the questions'
   * types are known (a removed question's come from its stored answers).
   */
  async function summaryCounts(
    input: SurveyScopeArgs,
    sql: SurveyScopeSql,
    buckets: ReturnType<typeof surveyBuckets>,
    current: readonly SurveyQuestion[],
  ) {
    const plan = surveyRollupPlan(input.from, input.to, buckets.step);
    const edges = surveyScopeCompile({ ...input, filters: null, searchText: null }, plan.raw);
    const raw = sql.narrowed ? sql : edges;
    const rawRead = sql.narrowed || plan.raw.length > 0;
    const knownText = current
      .filter((question) => question.type === 'freeText')
      .map((question) => question.id);
    const bucketOf = (t: number) =>
      Math.floor((t - buckets.origin) / buckets.size) * buckets.size + buckets.origin;
    const [rolled, perBucket, rawDisplays, rawAnswers, edgeResponses] = await Promise.all([
      surveyRollupCounts(db, input.surveyId, plan.parts),
      rawRead ? surveyResponsesOverTime(db, raw, { origin: buckets.origin, step: buckets.size }) : [],
      plan.raw.length > 0 ? surveyDisplayCount(db, edges) : 0,
      rawRead ? surveyAnswerCounts(db, raw, knownText) : [],
      // With filters, the completion rate still compares every response with the displays.
      sql.narrowed && plan.raw.length > 0 ? surveyResponsesCount(db, edges) : 0,
    ]);

    const counts = {
      perBucket: new Map<number, number>(),
      responseCount: 0,
      allResponses: edgeResponses,
      uploads: 0,
      displayCount: rawDisplays,
      answers: new Map<string, Map<string, number>>(),
    };
    const rolledAnswered = new Map<string, number>();
    const rolledSentiments = new Map<string, Map<string, number>>();
    const add = (target: Map<string, Map<string, number>>, id: string, value: string, n: number) => {
      const values = target.get(id) ?? new Map<string, number>();
      values.set(value, (values.get(value) ?? 0) + n);
      target.set(id, values);
    };
    for (const row of rolled) {
      if (row.kind === 'd') counts.displayCount += row.n;
      else if (row.kind === 'r') {
        counts.allResponses += row.n;
        if (sql.narrowed) continue;
        counts.responseCount += row.n;
        const bucket = bucketOf(row.t!);
        counts.perBucket.set(bucket, (counts.perBucket.get(bucket) ?? 0) + row.n);
      } else if (sql.narrowed) continue;
      else if (row.kind === 'u') counts.uploads += row.n;
      else if (row.kind === 'a') add(counts.answers, row.questionId, row.value, row.n);
      else if (row.kind === 'q')
        rolledAnswered.set(row.questionId, (rolledAnswered.get(row.questionId) ?? 0) + row.n);
      else if (row.kind === 's') add(rolledSentiments, row.questionId, row.value, row.n);
    }
    for (const bucket of perBucket) {
      counts.perBucket.set(bucket.t, (counts.perBucket.get(bucket.t) ?? 0) + bucket.count);
      counts.responseCount += bucket.count;
      counts.uploads += bucket.uploads;
      if (!sql.narrowed) counts.allResponses += bucket.count;
    }
    const rawByQuestion = new Map<string, Map<string, number>>();
    for (const row of rawAnswers) {
      add(counts.answers, row.questionId, row.value, row.count);
      add(rawByQuestion, row.questionId, row.value, row.count);
    }

    return {
      ...counts,
      /** Responses that answered each question: the counts', then the rows' (a multiple choice counted once). */
      async answered(multipleIds: readonly string[]): Promise<Map<string, number>> {
        const distinct = rawRead
          ? await surveyAnsweredCounts(db, raw, multipleIds)
          : new Map<string, number>();
        const ids = new Set([...rolledAnswered.keys(), ...rawByQuestion.keys()]);
        return new Map(
          [...ids].map((id) => {
            const rows = multipleIds.includes(id)
              ? (distinct.get(id) ?? 0)
              : [...(rawByQuestion.get(id)?.values() ?? [])].reduce((total, n) => total + n, 0);
            return [id, (rolledAnswered.get(id) ?? 0) + rows];
          }),
        );
      },
      /** The sentiment of each free-text question's answers ('' while not enriched). */
      async sentiments(textIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
        const merged = new Map([...rolledSentiments].map(([id, values]) => [id, new Map(values)]));
        if (rawRead) {
          for (const row of await surveyTextSentiments(db, raw, textIds)) {
            add(merged, row.questionId, row.sentiment ?? '', row.count);
          }
        }
        return merged;
      },
    };
  }

  return {
    /** GetSurveyResponses: one page of responses. */
    async responses(auth: AuthUser, args: unknown): Promise<SurveyResponse[]> {
      const { input, survey, sql } = await scoped(auth, surveyResponsesArgsSchema, args);
      const [rows, tree] = await Promise.all([surveyResponsesPage(db, sql, input), treeOf(survey.appId)]);
      const at = now();
      return rows.map((row) => surveyResponseOf(row, tree, at));
    },

    /** GetSurveyResponsesCount. */
    async count(auth: AuthUser, args: unknown): Promise<number> {
      const { sql } = await scoped(auth, surveyScopeArgsSchema, args);
      return surveyResponsesCount(db, sql);
    },

    /** GetSurveyResponseQuestionAggregates: the summary page's figures. */
    async aggregates(auth: AuthUser, args: unknown): Promise<SurveyAggregates> {
      const { input, survey, sql } = await scoped(auth, surveyScopeArgsSchema, args);
      const buckets = surveyBuckets(input.from, input.to);
      const counts = await summaryCounts(input, sql, buckets, survey.doc.questions);
      const questions = await summaryQuestions(
        input.surveyId,
        survey.doc.questions,
        new Set(counts.answers.keys()),
        new Map([...counts.answers].map(([id, values]) => [id, new Set(values.keys())])),
      );
      const textIds = questions.filter((q) => q.type === 'freeText').map((q) => q.id);
      const multipleIds = questions.filter((q) => q.type === 'multipleChoice').map((q) => q.id);
      const [answered, sentiments, newest] = await Promise.all([
        counts.answered(multipleIds),
        counts.sentiments(textIds),
        Promise.all(textIds.map((id) => surveyNewestTexts(db, sql, id, SURVEY_TEXT_ANSWERS_SHOWN))),
      ]);
      const sentimentOf = (id: string) => {
        const split = { positive: 0, negative: 0, mixed: 0, neutral: 0, pending: 0 };
        for (const [value, n] of sentiments.get(id) ?? []) split[surveySentimentKey(value) ?? 'pending'] += n;
        return split;
      };
      return {
        surveyId: input.surveyId,
        responseCount: counts.responseCount,
        displayCount: counts.displayCount,
        completionRate:
          counts.displayCount > 0 ? Math.min(1, counts.allResponses / counts.displayCount) : null,
        step: buckets.step,
        overTime: buckets.starts.map((t) => ({ t, count: counts.perBucket.get(t) ?? 0 })),
        questions: questions.map((question) => {
          const textIndex = textIds.indexOf(question.id);
          return surveyQuestionAggregate(question, counts.answers.get(question.id) ?? new Map(), {
            answered: answered.get(question.id),
            ...(textIndex >= 0
              ? {
                  sentiment: sentimentOf(question.id),
                  textAnswers: newest[textIndex]!.map((text) => ({
                    ...text,
                    sentiment: surveySentimentKey(text.sentiment ?? ''),
                  })),
                }
              : {}),
            uploads: counts.uploads,
          });
        }),
      };
    },

    /** GetSurveyResponseCategoryOverview: responses per applied category, and those with none. */
    async categoryOverview(auth: AuthUser, args: unknown): Promise<SurveyCategoryOverview> {
      const { survey, sql } = await scoped(auth, surveyScopeArgsSchema, args);
      const [{ total, uncategorised, rows }, tree] = await Promise.all([
        surveyCategoryCounts(db, sql),
        treeOf(survey.appId),
      ]);
      const byCategory = new Map<string, SurveyCategoryOverview['categories'][number]>();
      for (const row of rows) {
        const entry = byCategory.get(row.id) ?? {
          _id: row.id,
          category: tree.nameOf(row.id) ?? row.id,
          trail: tree.trailOf(row.id),
          count: 0,
          share: 0,
          sentiment: { positive: 0, negative: 0, mixed: 0, neutral: 0 },
        };
        entry.count += row.count;
        if ((SENTIMENTS as readonly string[]).includes(row.sentiment ?? '')) {
          entry.sentiment[row.sentiment as Sentiment] += row.count;
        }
        byCategory.set(row.id, entry);
      }
      const categories = [...byCategory.values()]
        .map((entry) => ({ ...entry, share: total > 0 ? entry.count / total : 0 }))
        .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
      return { total, uncategorised, categories };
    },

    /** GetSurveyCategories: what the categorize page may apply. */
    async categories(auth: AuthUser, args: unknown): Promise<SurveyCategoryOption[]> {
      requireCapability(auth, 'surveyTool');
      const { surveyId } = parseInput(z.object({ surveyId: vocIdSchema }).strict(), given(args));
      const survey = await surveyOf(surveyId);
      const tree = await treeOf(survey.appId);
      const path = (option: SurveyCategoryOption) =>
        option.trail ? `${option.trail}${SURVEY_TRAIL_SEPARATOR}${option.category}` : option.category;
      return tree
        .leaves()
        .map((leaf) => ({ _id: leaf.id, category: leaf.name, trail: tree.trailOf(leaf.id) }))
        .sort((a, b) => path(a).localeCompare(path(b)));
    },

    /**
     * UpdateSurveyResponseCategories: the response's categories become these (its feedback item's,
     * through the feedback service's checked update). A category newly applied must be an active
     * leaf of the survey's application; one already applied may stay.
     */
    async updateCategories(auth: AuthUser, args: unknown): Promise<SurveyResponse> {
      requireCapability(auth, 'surveyTool');
      const input = parseInput(updateCategoriesArgs, args);
      const row = await surveyResponseById(db, input._id);
      if (!row) throw notFound(`No survey response ${input._id}`);
      if (!row.enrichment) throw notFound(`The feedback item of response ${input._id} no longer exists`);
      const survey = await surveyOf(row.survey_id);
      const tree = await treeOf(survey.appId);
      const ids = [...new Set(input.categoryIds)];
      const before = row.enrichment.prismAppliedCategories ?? [];
      for (const id of ids) {
        if (before.some((applied) => applied._id === id)) continue;
        const refused = tree.refusal(id);
        if (refused) throw badRequest(`categoryIds: ${refused}`);
      }
      await feedback.update([row.feedback_id], (stored) => {
        const applied: AppliedCategory[] = ids.map(
          (id) =>
            stored.item.prismAppliedCategories.find((category) => category._id === id) ?? {
              _id: id,
              category: tree.nameOf(id)!,
              manualCategory: null,
            },
        );
        const same =
          applied.length === stored.item.prismAppliedCategories.length &&
          applied.every((category, index) => category._id === stored.item.prismAppliedCategories[index]?._id);
        return same ? null : { ...stored.item, prismAppliedCategories: applied };
      });
      await surveyResponseTouch(db, row.id, auth.id);
      const after = await surveyResponseById(db, row.id);
      return surveyResponseOf(after!, tree, now());
    },

    /** The checked scope of an export, for the export job to compile again when it runs. */
    async exportScope(auth: AuthUser, args: unknown) {
      const { input, survey } = await scoped(auth, surveyScopeArgsSchema, args);
      return { scope: input, survey };
    },

    surveyOf,
    treeOf,
  };
}
export type SurveyQueriesService = ReturnType<typeof createSurveyQueriesService>;
