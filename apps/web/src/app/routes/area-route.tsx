import { urlStateDefaults, urlStateUsesSimpleMenu } from '@prism/domain';
import { useLocation } from 'react-router';
import type { AreaRoute as AreaRouteDefinition } from '../area-routes';
import { TimeMenu, TimeRangeText, type TimeMenuValue } from '../../features/time/components/time-menu';
import { useUrlState } from '../../features/time/hooks/use-url-state';
import { recentPeriodsRemember } from '../../features/time/lib/time-storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { Entity } from '../entity-resolve';
import { useRouteEntity } from './entity-route';
import styles from './routes.module.css';

export interface AreaRouteProps {
  route: AreaRouteDefinition;
}

/** An area page of an application or group (`/:entityID/…`). */
export function EntityAreaRoute({ route }: AreaRouteProps) {
  const entity = useRouteEntity();
  useDocumentTitle({
    page: route.title,
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  return <AreaPage title={route.title} entity={entity} />;
}

/** A top-level area page (tools, data sources, release, administration). */
export function GlobalAreaRoute({ route }: AreaRouteProps) {
  useDocumentTitle({ page: route.title });
  return <AreaPage title={route.title} />;
}

const ENTITY_KIND_LABEL = { application: 'Application', group: 'Group' } as const;

/**
 * The page every area route shows until its screen is written: what it is, for which application
 * or group, and plainly that it is not built yet.
 */
function AreaPage({ title, entity }: { title: string; entity?: Entity }) {
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        {entity ? (
          <p className={styles.pageEyebrow}>
            {ENTITY_KIND_LABEL[entity.kind]} <strong>{entity.name}</strong>
          </p>
        ) : null}
        <div className={styles.pageTitleRow}>
          <h1 className={styles.pageTitle}>{title}</h1>
          <TimeControls appName={entity?.kind === 'application' ? entity.id.split('@')[0] : undefined} />
        </div>
      </div>
      <p className={styles.buildingNote} role="note">
        This page is being built; its charts and tables are not ready yet.
      </p>
    </div>
  );
}

/**
 * The page's time menu and resolved range, read from and written to the URL. Applying remembers
 * the period among the recent ones.
 */
function TimeControls({ appName }: { appName?: string }) {
  const { pathname } = useLocation();
  const { state, browserTimeZone, now, update } = useUrlState({ appName });
  const defaults = urlStateDefaults(pathname);
  const value: TimeMenuValue = {
    period: state.period,
    periodOffset: state.periodOffset,
    stepMs: state.step,
    fiscal: state.fiscalTime,
    partialData: state.partialData,
    timeZone: state.origintz ?? browserTimeZone,
  };
  return (
    <div className={styles.timeControls}>
      <TimeRangeText value={value} now={now} />
      <TimeMenu
        value={value}
        defaults={{
          period: defaults.period,
          periodOffset: defaults.periodOffset,
          stepMs: defaults.step,
          fiscal: defaults.fiscalTime,
          partialData: defaults.partialData,
          timeZone: browserTimeZone,
        }}
        now={now}
        simple={urlStateUsesSimpleMenu(pathname)}
        onApply={(applied) => {
          if (applied.period !== state.period) recentPeriodsRemember(applied.period);
          update((current) => ({
            ...current,
            period: applied.period,
            periodOffset: applied.periodOffset,
            step: applied.stepMs,
            fiscalTime: applied.fiscal,
            partialData: applied.partialData,
            origintz: applied.timeZone === browserTimeZone ? undefined : applied.timeZone,
          }));
        }}
      />
    </div>
  );
}
