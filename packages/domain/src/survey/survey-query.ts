import { z } from 'zod';
import { SENTIMENTS } from '../voc/scores';
import { NO_CATEGORY } from '../voc/feedback-query';
import { SURVEY_QUESTION_TYPES } from './survey';

/**
 * The survey calls' arguments and replies (spec 001 section 7: GetSurveyResponses,
 * GetSurveyResponsesCount, GetSurveyResponseQuestionAggregates, GetSurveyResponseCategoryOverview,
 * GetCsvExport). Times are epoch milliseconds; `from` is inclusive, `to` exclusive.
 */

export const SURVEY_RESPONSES_LIMIT_MAX = 1_000;
export const SURVEY_SEARCH_MAX = 256;
/** Free-text answers the summary lists per question, newest first. */
export const SURVEY_TEXT_ANSWERS_SHOWN = 20;

/** The survey filters: CSAT, NPS and SR always (spec 001 section 9), then sentiment and categories. */
export const SURVEY_FILTER_LABELS = { CSAT: 'CSAT', NPS: 'NPS', SR: 'SR' } as const;

const range = (min: number, max: number) =>
  z
    .object({ min: z.number().int().min(min).max(max), max: z.number().int().min(min).max(max) })
    .strict()
    .refine((value) => value.min <= value.max, { message: 'min must not be above max' });

/**
 * Filters in the answers' own scales: CSAT 1–5, NPS 0–10, SR as the success answer (true yes,
 * false no); each reads the response's first question of that type.
 */
export const surveyResponseFiltersSchema = z
  .object({
    CSAT: range(1, 5).nullable().optional(),
    NPS: range(0, 10).nullable().optional(),
    SR: z.boolean().nullable().optional(),
    starRating: range(1, 5).nullable().optional(),
    sentiment: z.array(z.enum(SENTIMENTS)).max(SENTIMENTS.length).nullable().optional(),
    /** Applied category ids, or {@link NO_CATEGORY} for responses with none. */
    categoryIds: z.array(z.string().min(1).max(64)).max(200).nullable().optional(),
    hasFile: z.boolean().nullable().optional(),
  })
  .strict();
export type SurveyResponseFilters = z.output<typeof surveyResponseFiltersSchema>;
export { NO_CATEGORY as SURVEY_NO_CATEGORY };

export const SURVEY_SORT_FIELDS = ['createdAt', 'CSAT', 'NPS', 'SR', 'starRating', 'sentiment'] as const;
export type SurveySortField = (typeof SURVEY_SORT_FIELDS)[number];

/** The arguments every survey query shares. */
export const surveyScopeArgsSchema = z.object({
  surveyId: z.string().min(1).max(64),
  from: z.number().int().nonnegative(),
  to: z.number().int().positive(),
  filters: surveyResponseFiltersSchema.nullable().optional(),
  searchText: z.string().max(SURVEY_SEARCH_MAX).nullable().optional(),
});
export type SurveyScopeArgs = z.output<typeof surveyScopeArgsSchema>;

export const surveyResponsesArgsSchema = surveyScopeArgsSchema.extend({
  limit: z.number().int().min(1).max(SURVEY_RESPONSES_LIMIT_MAX).default(25),
  offset: z.number().int().nonnegative().default(0),
  sortField: z.enum(SURVEY_SORT_FIELDS).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type SurveyResponsesArgs = z.output<typeof surveyResponsesArgsSchema>;

const count = z.number().int().nonnegative();

/** One bar of a question's distribution: a score, yes/no or an option, with its answers. */
export const surveyDistributionBarSchema = z.object({ value: z.string(), label: z.string(), count });

/** One question's aggregate over the responses in scope. */
export const surveyQuestionAggregateSchema = z.object({
  questionId: z.string(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  label: z.string(),
  /** Responses that answered it. */
  answered: count,
  /** Scores, yes/no and options in scale order, every one present (zero counts included). */
  distribution: z.array(surveyDistributionBarSchema),
  /** Mean score (star rating, NPS answer, CSAT 1–5), null without answers or for other types. */
  average: z.number().nullable(),
  nps: z
    .object({ promoters: count, passives: count, detractors: count, score: z.number().nullable() })
    .nullable(),
  /** CSAT: answers of 4 and 5, and their share of the answers (0–1). */
  csat: z.object({ satisfied: count, share: z.number().nullable() }).nullable(),
  /** Success: the share of yes (0–1). */
  successRate: z.number().nullable(),
  /** Free text: sentiment of the answers (once enriched) and the newest answers. */
  sentiment: z
    .object({ positive: count, negative: count, mixed: count, neutral: count, pending: count })
    .nullable(),
  textAnswers: z.array(
    z.object({
      responseId: z.string(),
      createdAt: z.number(),
      text: z.string(),
      sentiment: z.enum(SENTIMENTS).nullable(),
    }),
  ),
  /** File upload: responses that sent a file. */
  uploads: count.nullable(),
});
export type SurveyQuestionAggregate = z.output<typeof surveyQuestionAggregateSchema>;

export const surveyAggregatesSchema = z.object({
  surveyId: z.string(),
  responseCount: count,
  /** Times the public page showed the survey in the period. */
  displayCount: count,
  /** Responses per display (0–1), null without displays. */
  completionRate: z.number().nullable(),
  /** Responses per step of the period: hours up to 3 days (and an hour), days beyond. */
  step: z.enum(['hour', 'day']),
  overTime: z.array(z.object({ t: z.number(), count })),
  questions: z.array(surveyQuestionAggregateSchema),
});
export type SurveyAggregates = z.output<typeof surveyAggregatesSchema>;

export const surveyCategoryOverviewSchema = z.object({
  total: count,
  uncategorised: count,
  categories: z.array(
    z.object({
      _id: z.string(),
      category: z.string(),
      trail: z.string(),
      count,
      /** Share of the responses in scope (0–1). */
      share: z.number(),
      sentiment: z.object({ positive: count, negative: count, mixed: count, neutral: count }),
    }),
  ),
});
export type SurveyCategoryOverview = z.output<typeof surveyCategoryOverviewSchema>;

/** A category the categorize page offers: active leaves of the survey's application. */
export const surveyCategoryOptionSchema = z.object({
  _id: z.string(),
  category: z.string(),
  trail: z.string(),
});
export type SurveyCategoryOption = z.output<typeof surveyCategoryOptionSchema>;

/** GetCsvExport's reply (spec 001 section 7): the export job of a survey or a feedback export. */
export const surveyCsvExportSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  url: z.string().nullable(),
  errorMessage: z.string().nullable(),
  progress: z.number(),
});
export type SurveyCsvExport = z.output<typeof surveyCsvExportSchema>;
