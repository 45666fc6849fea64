import type { Config } from '../../plugins/config';

export interface UiLink {
  id: string;
  label: string;
  url: string;
}

/** What the portal's chrome reads from the server's configuration (`GET /api/ui-config`). */
export interface UiConfig {
  /** The optional 'Currently in Development' banner; null when `PRISM_DEV_BANNER` is unset. */
  devBanner: { text: string; productionUrl: string } | null;
  /** The external tools of the top bar, in menu order. */
  toolLinks: UiLink[];
  /** The two external links of the Self Install Reports entry of the left menu. */
  selfInstallLinks: UiLink[];
}

/** The chrome settings of a configuration; the tool list is fixed, only the addresses vary. */
export function uiConfigFrom(config: Config): UiConfig {
  const banner = config.PRISM_DEV_BANNER;
  return {
    devBanner:
      banner && config.PRISM_PRODUCTION_URL
        ? { text: banner, productionUrl: config.PRISM_PRODUCTION_URL }
        : null,
    toolLinks: [
      { id: 'tracing', label: 'Tracing', url: config.TOOL_TRACING_URL },
      { id: 'data-query', label: 'Data Query', url: config.TOOL_DATA_QUERY_URL },
      { id: 'event-dashboard', label: 'Event Dashboard', url: config.TOOL_EVENT_DASHBOARD_URL },
      { id: 'pivot', label: 'Pivot', url: config.TOOL_PIVOT_URL },
      { id: 'work-orders', label: 'Work Orders', url: config.TOOL_WORK_ORDERS_URL },
      { id: 'platform', label: 'Platform', url: config.TOOL_PLATFORM_URL },
    ],
    selfInstallLinks: [
      {
        id: 'self-install-events',
        label: 'Self Install Events',
        url: config.SELF_INSTALL_EVENTS_URL ?? config.TOOL_EVENT_DASHBOARD_URL,
      },
      {
        id: 'self-install-pivot',
        label: 'Self Install Pivot',
        url: config.SELF_INSTALL_PIVOT_URL ?? config.TOOL_PIVOT_URL,
      },
    ],
  };
}
