import {
  EXPERIMENT_FILTER_ID,
  VARIANT_FILTER_ID,
  urlStateCompareSet,
  urlStateEnvironmentSet,
  urlStateExperimentsSet,
  urlStateFilterClauses,
  urlStateFilterSet,
  type PageControls,
} from '@prism/domain';
import { useState } from 'react';
import type { ApplicationDetail } from '../../features/applications/api/get-applications';
import { CompareMenu } from '../../features/compare/components/compare-menu';
import { ExperimentsPicker } from '../../features/experiments/components/experiments-picker';
import { experimentProductsOf } from '../../features/experiments/lib/experiment-products';
import { useFilterOptions } from '../../features/filters/api/get-filter-options';
import { FilterBar } from '../../features/filters/components/filter-bar';
import type { FilterScope } from '../../features/filters/lib/filter-scope';
import type { UrlStateHandle } from '../../features/time/hooks/use-url-state';
import styles from './page.module.css';

export interface ScopeControlsProps {
  url: UrlStateHandle;
  appIds: string[];
  apps: ApplicationDetail[];
  controls: PageControls;
}

/** Filters, experiments and the compare menu, all kept in the URL. */
export function ScopeControls({ url, appIds, apps, controls }: ScopeControlsProps) {
  const { state, browserTimeZone, range, update } = url;
  const timeZone = state.origintz ?? browserTimeZone;
  const scope: FilterScope = {
    appIds,
    apps,
    period: `${range.startMs}:${range.endMs}`,
    environment: state.environment,
  };
  const [compareOpen, setCompareOpen] = useState(false);
  const versions = useFilterOptions(
    { filterId: 'appVersion', appIds, period: scope.period, environment: scope.environment },
    { enabled: controls.compare && compareOpen },
  );
  // Every applied filter gets a pill (hidden event types and ids set by other pages included),
  // except the experiments and variants when the experiments picker shows them itself.
  const pickerIds = controls.experiments ? [EXPERIMENT_FILTER_ID, VARIANT_FILTER_ID] : [];
  const clauses = urlStateFilterClauses(state).filter((clause) => !pickerIds.includes(clause.id));

  return (
    <div className={styles.scopeControls}>
      {controls.filters ? (
        <FilterBar
          scope={scope}
          clauses={clauses}
          onEnvironmentChange={(environment) =>
            update((current) => urlStateEnvironmentSet(current, environment))
          }
          onFilterChange={(id, value) => update((current) => urlStateFilterSet(current, id, value))}
        />
      ) : null}
      <div className={styles.scopeActions}>
        {controls.experiments ? (
          <ExperimentsPicker
            input={{ startMs: range.startMs, endMs: range.endMs, products: experimentProductsOf(appIds) }}
            experiments={state.filters[EXPERIMENT_FILTER_ID] ?? []}
            variants={state.filters[VARIANT_FILTER_ID] ?? []}
            timeZone={timeZone}
            onExperimentsChange={(experiments) =>
              update((current) => urlStateExperimentsSet(current, experiments))
            }
            onVariantsChange={(variants) =>
              update((current) =>
                urlStateFilterSet(current, VARIANT_FILTER_ID, { operator: 'IS_ONE_OF', values: variants }),
              )
            }
          />
        ) : null}
        {controls.compare ? (
          <CompareMenu
            feature={state.compareFeature}
            version={state.compareVersion}
            versions={{
              status: versions.status,
              options: (versions.data ?? []).map((option) => option.value),
              onRetry: () => void versions.refetch(),
            }}
            onOpenChange={setCompareOpen}
            onApply={(feature, version) => update((current) => urlStateCompareSet(current, feature, version))}
          />
        ) : null}
      </div>
    </div>
  );
}
