/**
 * The three route families of the module (spec 001 section 2) and the paths between their pages.
 * Digital surveys and journey surveys have every page; client analytics has the first four.
 */
export type VocFamily = 'client-analytics' | 'digital-surveys' | 'journey-surveys';

export type VocPage =
  | 'overview'
  | 'overview/details'
  | 'reviews'
  | 'edit-reviews'
  | 'training-data'
  | 'td-metrics'
  | 'Machine-Learning-Best-Practices'
  | 'settings';

const FAMILY_BASES: Readonly<Record<VocFamily, string>> = {
  'client-analytics': 'client-analytics/voice-of-customer',
  'digital-surveys': 'voice-of-customer/digital-surveys',
  'journey-surveys': 'voice-of-customer/journey-surveys',
};

/** The family and page of a route path (`voice-of-customer/digital-surveys/reviews`), or undefined. */
export function vocRouteOf(routePath: string): { family: VocFamily; page: VocPage } | undefined {
  for (const [family, base] of Object.entries(FAMILY_BASES) as [VocFamily, string][]) {
    if (routePath.startsWith(`${base}/`))
      return { family, page: routePath.slice(base.length + 1) as VocPage };
  }
  return undefined;
}

/** The path of a page of the family for an entity: `/MSA@Web/voice-of-customer/digital-surveys/reviews`. */
export function vocPagePath(entityId: string, family: VocFamily, page: VocPage): string {
  return `/${encodeURIComponent(entityId)}/${FAMILY_BASES[family]}/${page}`;
}

/** The pages a family offers (client analytics: overview, details, reviews and edit-reviews). */
export function vocFamilyHas(family: VocFamily, page: VocPage): boolean {
  return (
    family !== 'client-analytics' ||
    page === 'overview' ||
    page === 'overview/details' ||
    page === 'reviews' ||
    page === 'edit-reviews'
  );
}

/**
 * Where one item is categorised (spec 001 section 2): the feedback page's path with its last
 * segment (the last two under `/overview/details`) replaced by `edit-reviews`, the query kept and
 * `vocFeedbackID` set.
 */
export function editReviewsHref(pathname: string, search: string, feedbackId: string): string {
  const segments = pathname.split('/');
  const cut = pathname.includes('/overview/details') ? 2 : 1;
  const path = [...segments.slice(0, segments.length - cut), 'edit-reviews'].join('/');
  const params = new URLSearchParams(search);
  params.set('vocFeedbackID', feedbackId);
  return `${path}?${params.toString()}`;
}
