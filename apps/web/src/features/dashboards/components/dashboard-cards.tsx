import type { DashboardSummary } from '@prism/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './dashboard-cards.module.css';

export interface DashboardCardsProps {
  dashboards: readonly DashboardSummary[];
  /** Where a card leads (the dashboard's page under the open application or group). */
  hrefOf: (dashboard: DashboardSummary) => string;
  /** Show who owns each dashboard (the shared list). */
  showOwner?: boolean;
}

const updatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Dashboards as cards: name, description, chart count, last change, shared badge and owner. */
export function DashboardCards({ dashboards, hrefOf, showOwner = false }: DashboardCardsProps) {
  return (
    <ul className={styles.list} aria-label="Dashboards">
      {dashboards.map((dashboard) => (
        <li key={dashboard.id}>
          <Link className={styles.card} to={hrefOf(dashboard)}>
            <span className={styles.top}>
              <h2 className={styles.name}>{dashboard.name}</h2>
              {dashboard.shared ? <span className={styles.badge}>Shared</span> : null}
            </span>
            {dashboard.description ? <p className={styles.description}>{dashboard.description}</p> : null}
            <p className={styles.meta}>
              {dashboard.chartCount === 1 ? '1 chart' : `${dashboard.chartCount} charts`} · Updated{' '}
              {updatedFormat.format(new Date(dashboard.updatedAt))}
              {showOwner ? ` · by ${dashboard.ownerName || dashboard.ownerId}` : null}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The call to action where a list is empty. */
export function DashboardsEmpty({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <h2>{title}</h2>
      <p>{text}</p>
      {action}
    </div>
  );
}
