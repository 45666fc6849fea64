import type { SurveyRespondent } from '@prism/domain';

/**
 * What a response keeps of its respondent (issue 18): the device class from the user agent and the
 * preferred language from `Accept-Language`, never the address. Three device classes need a few
 * well-known tokens, not a user-agent database, so no parser library is used.
 */

const TABLET = /iPad|Tablet|PlayBook|Kindle|Silk\/|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i;

/** The device class of a user agent: tablets before phones (an Android tablet omits "Mobile"). */
export function respondentDevice(userAgent: string | undefined): SurveyRespondent['device'] {
  const agent = userAgent?.trim();
  if (!agent) return 'unknown';
  if (TABLET.test(agent)) return 'tablet';
  if (MOBILE.test(agent)) return 'mobile';
  return 'desktop';
}

/** Longest language tag kept (BCP 47 tags in practice stay well under this). */
const LANGUAGE_MAX = 35;

/**
 * The language the respondent prefers most (highest `q`, the first on a tie), canonical
 * (`en-us` → `en-US`), or null when the header names none that is valid.
 */
export function respondentLanguage(acceptLanguage: string | undefined): string | null {
  if (!acceptLanguage) return null;
  let best: { tag: string; q: number } | null = null;
  for (const entry of acceptLanguage.slice(0, 1_000).split(',')) {
    const [rawTag = '', ...params] = entry.trim().split(';');
    const tag = rawTag.trim();
    if (!tag || tag === '*' || tag.length > LANGUAGE_MAX) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    let canonical: string | undefined;
    try {
      [canonical] = Intl.getCanonicalLocales(tag);
    } catch {
      continue;
    }
    if (canonical && (best === null || q > best.q)) best = { tag: canonical, q };
  }
  return best?.tag ?? null;
}

/** The respondent of a request, from its user agent and `Accept-Language`. */
export function respondentOf(meta: { userAgent?: string; acceptLanguage?: string }): SurveyRespondent {
  return { device: respondentDevice(meta.userAgent), language: respondentLanguage(meta.acceptLanguage) };
}
