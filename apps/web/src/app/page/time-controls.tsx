import { urlStateDefaults, urlStateUsesSimpleMenu, type RetentionSubject } from '@prism/domain';
import { useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { TimeMenu, TimeRangeText, type TimeMenuValue } from '../../features/time/components/time-menu';
import type { UrlStateHandle } from '../../features/time/hooks/use-url-state';
import { recentPeriodsRead, recentPeriodsRemember } from '../../features/time/lib/time-storage';
import styles from './page.module.css';

/**
 * The page's time menu and resolved range, read from and written to the URL. Applying remembers
 * the period among the recent ones.
 */
export function TimeControls({ url, retention }: { url: UrlStateHandle; retention?: RetentionSubject }) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const { state, browserTimeZone, now, update } = url;
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
        roles={user.roles}
        retention={retention}
        recentPeriods={recentPeriodsRead()}
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
