import { z } from 'zod';
import { FEEDBACK_TEXT_MAX, type ClientEvent } from './events';
import { MSG } from './messages';

/**
 * Prism's own analytics (spec 000 sections 2, 7 and 9): how the portal names its pages, sizes its
 * screens and words the feedback it sends about itself, as `prism@Web` events to its own collector.
 */

/**
 * The application id Prism's own events carry. The tracker's name is `prism@Web`; the events use
 * the catalogue's spelling because application ids are compared exactly, so Prism's usage joins
 * its own catalogue entry.
 */
export const PRISM_APP_ID = 'Prism@Web';

/** Screen widths a page view is filed under, widest first (spec 000 section 9). */
export const ANALYTICS_BREAKPOINTS = [1920, 1280, 960, 720, 600, 320] as const;
export type AnalyticsBreakpoint = (typeof ANALYTICS_BREAKPOINTS)[number];

/**
 * The analytics breakpoint of a viewport width: the widest breakpoint the width reaches, and the
 * narrowest (320) for anything below it.
 */
export function trackingBreakpoint(width: number): AnalyticsBreakpoint {
  return ANALYTICS_BREAKPOINTS.find((breakpoint) => width >= breakpoint) ?? 320;
}

export const PAGE_TYPES = ['Groups', 'Applications', 'Other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Second path segments that name an analytics area of an application or group (spec 000 section 2). */
const AREA_PAGE_NAMES: Record<string, string> = {
  dashboards: 'dashboards',
  'client-analytics': 'clientAnalytics',
  'server-analytics': 'serverAnalytics',
  'quantum-resources': 'quantumResources',
};

/** Group ids are identifiers (spec 000 section 5): an optional letter or digit, then 8-4-4-4-12 hex. */
const GROUP_ID = /^[a-z0-9]?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pathSegments(pathname: string): string[] {
  return pathname
    .replace(/^\//, '')
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

export interface TrackedPage {
  /** The page's analytics name: home, welcome, deprecated, clientAnalytics, `tools/krypto`, … or 404. */
  pageName: string;
  /** The rest of the path below the named part (`overview`, `errors/details`); null when there is none. */
  appSection: string | null;
}

/**
 * Classifies a path for analytics (spec 000 section 2): an empty path is home; landing or welcome
 * is welcome; applications and groups are deprecated; a second segment of dashboards,
 * client-analytics, server-analytics or quantum-resources names that area; otherwise the first two
 * segments are combined, or the first alone; a path without a first segment (`//x`) is 404.
 */
export function trackingPage(pathname: string): TrackedPage {
  const segments = pathSegments(pathname);
  const [first = '', second = ''] = segments;
  const section = (from: number) => segments.slice(from).filter(Boolean).join('/') || null;
  if (segments.every((segment) => segment === '')) return { pageName: 'home', appSection: null };
  if (first === '') return { pageName: '404', appSection: null };
  if (first === 'landing' || first === 'welcome') return { pageName: 'welcome', appSection: null };
  if (first === 'applications' || first === 'groups') return { pageName: 'deprecated', appSection: null };
  const area = Object.hasOwn(AREA_PAGE_NAMES, second) ? AREA_PAGE_NAMES[second] : undefined;
  if (area) return { pageName: area, appSection: section(2) };
  if (second) return { pageName: `${first}/${second}`, appSection: section(2) };
  return { pageName: first, appSection: null };
}

/**
 * The page type of a path: Applications under an application id (`name@type…`), Groups under a
 * group id, Other everywhere else.
 */
export function trackingPageType(pathname: string): PageType {
  const [first = ''] = pathSegments(pathname);
  if (first.includes('@')) return 'Applications';
  if (GROUP_ID.test(first)) return 'Groups';
  return 'Other';
}

/** The categories of portal feedback, in the order the dialog offers them (spec 000 section 5). */
export const FEEDBACK_CATEGORIES = [
  'General/Miscellaneous',
  'Errors',
  'Feature Request',
  'Usability',
  'Questions',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The optional star rating runs from 1 to this many stars. */
export const FEEDBACK_RATING_MAX = 5;
/** Question type and survey id every portal feedback event carries (spec 000 section 7). */
export const FEEDBACK_QUESTION_TYPE = 'starRating';
export const FEEDBACK_SURVEY_ID = 'generalExperienceStarRating';
/** How long the feedback dialog's success screen stays before the dialog resets (spec 000 section 9). */
export const FEEDBACK_RESET_MS = 1500;
/** The address parameter that opens the feedback dialog (spec 000 section 2). */
export const FEEDBACK_MODAL_PARAM = 'openFeedbackModal';

export const feedbackInputSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  text: z.string().trim().min(1, MSG.feedbackTextRequired).max(FEEDBACK_TEXT_MAX),
  rating: z.number().int().min(1).max(FEEDBACK_RATING_MAX).nullable(),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

/** The message that stops a feedback submission, or null when it may be sent. */
export function feedbackValidate(input: {
  category: string | null;
  text: string;
  rating: number | null;
}): string | null {
  if (input.text.trim() === '') return MSG.feedbackTextRequired;
  const parsed = feedbackInputSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

/** The `userFeedback` tracking event's own fields (spec 000 section 7); the tracker adds the rest. */
export function feedbackEvent(
  input: FeedbackInput,
  userId: string,
): Pick<
  ClientEvent,
  | 'eventType'
  | 'userId'
  | 'feedbackCategory'
  | 'feedbackText'
  | 'feedbackRating'
  | 'feedbackQuestionType'
  | 'feedbackSurveyId'
> {
  const parsed = feedbackInputSchema.parse(input);
  return {
    eventType: 'userFeedback',
    userId,
    feedbackCategory: parsed.category,
    feedbackText: parsed.text,
    feedbackRating: parsed.rating,
    feedbackQuestionType: FEEDBACK_QUESTION_TYPE,
    feedbackSurveyId: FEEDBACK_SURVEY_ID,
  };
}
