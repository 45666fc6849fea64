import type { OfferApp } from '@prism/domain';

/** What a page's filter options are read for: its applications, period and environment. */
export interface FilterScope {
  appIds: readonly string[];
  /**
   * Name, type and domain of each application: which filters are offered (no video filter for a
   * Portals app), the per-application options and the labels.
   */
  apps: readonly OfferApp[];
  period: string;
  environment?: string;
}
