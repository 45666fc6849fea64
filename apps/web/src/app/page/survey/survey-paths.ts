import { urlStateSerialize, type UrlState } from '@prism/domain';

/** The survey tool's pages (spec 001 section 2). */
export type SurveyToolPageName = 'summary' | 'responses' | 'categorize-responses' | 'settings';

/** A survey-tool page of an entity: `/CareSurvey@Web@cst_survey/charter-survey-tool/responses`. */
export function surveyPagePath(entityId: string, page: SurveyToolPageName): string {
  return `/${encodeURIComponent(entityId)}/charter-survey-tool/${page}`;
}

/**
 * A survey-tool page with this page's address state (period, survey, filters) and `extra`
 * parameters set over it, so a link from one page to another keeps what the reader chose.
 */
export function surveyPageHref(
  entityId: string,
  page: SurveyToolPageName,
  state: UrlState,
  extra: readonly [string, string][] = [],
): string {
  const names = new Set(extra.map(([key]) => key));
  const other = [...state.other.filter(([key]) => !names.has(key)), ...extra];
  const query = urlStateSerialize({ ...state, other });
  return `${surveyPagePath(entityId, page)}${query ? `?${query}` : ''}`;
}
