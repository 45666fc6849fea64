/** What a page's filter options are read for: its applications, period and environment. */
export interface FilterScope {
  appIds: readonly string[];
  /** Name and type of each application, for the per-application options and labels. */
  apps: readonly { name: string; type: string }[];
  period: string;
  environment?: string;
}
