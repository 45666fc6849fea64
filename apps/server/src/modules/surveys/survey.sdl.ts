import { GraphQLError, GraphQLScalarType } from 'graphql';

/**
 * The survey tool's part of the Voice of Customer GraphQL schema (spec 001 section 7, issue 18):
 * the reading calls of the survey-tool pages, merged with `VOC_SDL` where the endpoint is built.
 * Field names are those of the domain reply schemas (`surveyResponseSchema`,
 * `surveyAggregatesSchema`, …), so the pages parse what they select with those schemas. Times are
 * epoch milliseconds (Float: they do not fit GraphQL's 32-bit Int).
 */

/** An answer's value: a score, yes/no, an option key, option keys or text, as JSON. */
export const surveyAnswerValueScalar = new GraphQLScalarType({
  name: 'SurveyAnswerValue',
  description:
    'A stored answer: a number (score), a boolean (yes/no), a string (option key or text) or a list of option keys.',
  serialize: (value) => value,
  parseValue: () => {
    throw new GraphQLError('SurveyAnswerValue is an output type');
  },
  parseLiteral: () => {
    throw new GraphQLError('SurveyAnswerValue is an output type');
  },
});

const scope = `surveyId: String!, from: Float!, to: Float!, filters: SurveyResponseFilters, searchText: String`;

/**
 * The survey types, inputs and root fields; the root fields extend VOC_SDL's `Query` and `Mutation`
 * (`CSVExportRecord` is VOC_SDL's: survey exports are the same export jobs as feedback exports).
 */
export const SURVEY_SDL = /* GraphQL */ `
  extend type Query {
    "A page of a survey's responses in [from, to): filters, search (words of the free-text answers, or a response id), sort."
    GetSurveyResponses(${scope}, limit: Int, offset: Int, sortField: String, sortDirection: String): [SurveyResponse!]!
    "How many responses the same arguments match."
    GetSurveyResponsesCount(${scope}): Int!
    "The summary: responses over time, displays and completion rate, each question's aggregate."
    GetSurveyResponseQuestionAggregates(${scope}): SurveyAggregates!
    "Responses per applied category with their sentiment, and those with none."
    GetSurveyResponseCategoryOverview(${scope}): SurveyCategoryOverview!
    "The active leaf categories of the survey's application, with their trails."
    GetSurveyCategories(surveyId: String!): [SurveyCategoryOption!]!
    "Starts a CSV export of the responses the arguments match; answers the export to poll with GetCsvExport."
    GetSurveyResponsesCSV(${scope}, fileName: String!): CSVExportRecord!
    "An export the caller started (a survey or a feedback export): status, progress, url once done."
    GetCsvExport(_id: String!): CSVExportRecord
  }

  extend type Mutation {
    "Sets the categories applied to a response (its feedback item's): active leaf categories of the survey's application."
    UpdateSurveyResponseCategories(_id: String!, categoryIds: [String!]!): SurveyResponse!
  }

  scalar SurveyAnswerValue

  "Whole numbers from min to max, both included, in the answer's own scale."
  input SurveyIntRange {
    min: Int!
    max: Int!
  }

  "The survey filters: CSAT 1–5, NPS 0–10, SR (the success answer), star rating 1–5, sentiment, applied categories ('No Category' for none), a file sent."
  input SurveyResponseFilters {
    CSAT: SurveyIntRange
    NPS: SurveyIntRange
    SR: Boolean
    starRating: SurveyIntRange
    sentiment: [String!]
    categoryIds: [String!]
    hasFile: Boolean
  }

  type SurveyAnswer {
    questionId: String!
    type: String!
    label: String!
    value: SurveyAnswerValue!
    text: String!
  }

  type SurveyRespondent {
    device: String!
    language: String
  }

  type SurveySentimentScores {
    positive: Float!
    negative: Float!
    mixed: Float!
    neutral: Float!
  }

  type SurveySuggestedCategory {
    _id: String!
    category: String!
    score: Float!
  }

  "The enrichment of the response's feedback item: sentiment, keywords, the trained model's categories."
  type SurveyComprehend {
    sentiment: String!
    sentimentScores: SurveySentimentScores!
    keywords: [String!]!
    suggestedCategories: [SurveySuggestedCategory!]!
  }

  type SurveyAppliedCategory {
    _id: String!
    category: String!
    trail: String!
  }

  type SurveyFileUpload {
    fileName: String!
    url: String!
  }

  "A survey response (spec 001 section 3)."
  type SurveyResponse {
    _id: String!
    surveyId: String!
    createdAt: Float!
    createdBy: String
    updatedAt: Float!
    updatedBy: String
    responses: [SurveyAnswer!]!
    respondent: SurveyRespondent!
    comprehendResults: SurveyComprehend
    appliedCategories: [SurveyAppliedCategory!]!
    feedbackId: String!
    fileUploads: [SurveyFileUpload!]!
    awaitingUpload: Boolean!
  }

  type SurveyDistributionBar {
    value: String!
    label: String!
    count: Int!
  }

  type SurveyNps {
    promoters: Int!
    passives: Int!
    detractors: Int!
    score: Float
  }

  type SurveyCsat {
    satisfied: Int!
    share: Float
  }

  type SurveyTextSentiment {
    positive: Int!
    negative: Int!
    mixed: Int!
    neutral: Int!
    pending: Int!
  }

  type SurveyTextAnswer {
    responseId: String!
    createdAt: Float!
    text: String!
    sentiment: String
  }

  type SurveyQuestionAggregate {
    questionId: String!
    type: String!
    label: String!
    answered: Int!
    distribution: [SurveyDistributionBar!]!
    average: Float
    nps: SurveyNps
    csat: SurveyCsat
    successRate: Float
    sentiment: SurveyTextSentiment
    textAnswers: [SurveyTextAnswer!]!
    uploads: Int
  }

  type SurveyTimeCount {
    t: Float!
    count: Int!
  }

  type SurveyAggregates {
    surveyId: String!
    responseCount: Int!
    displayCount: Int!
    completionRate: Float
    step: String!
    overTime: [SurveyTimeCount!]!
    questions: [SurveyQuestionAggregate!]!
  }

  type SurveyCategorySentiment {
    positive: Int!
    negative: Int!
    mixed: Int!
    neutral: Int!
  }

  type SurveyCategoryCount {
    _id: String!
    category: String!
    trail: String!
    count: Int!
    share: Float!
    sentiment: SurveyCategorySentiment!
  }

  type SurveyCategoryOverview {
    total: Int!
    uncategorised: Int!
    categories: [SurveyCategoryCount!]!
  }

  type SurveyCategoryOption {
    _id: String!
    category: String!
    trail: String!
  }
`;
