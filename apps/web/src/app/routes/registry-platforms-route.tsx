import { LoadProblem } from '../../components/ui/load-problem';
import { useHelixDecoders } from '../../features/registry-status/api/get-helix-decoders';
import { PlatformsTable } from '../../features/registry-status/components/platforms-table';
import { platformRows } from '../../features/registry-status/lib/platform-rows';
import { REGISTRY_PAGES, decoderPageSearch } from '../../features/registry-status/lib/registry-paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { entityPagePath } from '../page/dashboard-page';
import { EntityLine } from '../page/entity-line';
import styles from '../page/page.module.css';
import { useEntityApps } from '../page/use-entity-apps';
import { useRouteEntity } from '../page/use-route-entity';

/**
 * `/:entityID/quantum-resources/platforms-list`: the application platforms of spec 000 section 3
 * with their ids and SDK languages, the entity's apps on each, and each platform's latest decoder.
 */
export function RegistryPlatformsRoute() {
  const entity = useRouteEntity();
  useDocumentTitle({
    page: 'Platforms List',
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  const { apps } = useEntityApps(entity);
  const decoders = useHelixDecoders({ latest: true });
  const rows = platformRows(apps, decoders.data ?? []);
  const onPlatforms = rows.filter((row) => row.apps.length > 0).length;

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <EntityLine entity={entity} />
        <h1 className={styles.pageTitle}>Platforms List</h1>
        <p className={styles.pageLead}>
          The platforms events come from, with their ids and SDK languages.{' '}
          {onPlatforms === 0
            ? `${entity.name} has no application on any of them.`
            : `${entity.name} sends from ${onPlatforms} of the ${rows.length}; the others are muted.`}
        </p>
      </div>
      {decoders.isError ? (
        <LoadProblem
          message={`The decoder releases could not be loaded: ${decoders.error.message}`}
          onRetry={() => void decoders.refetch()}
          retrying={decoders.isFetching}
        />
      ) : null}
      <PlatformsTable
        rows={rows}
        decoderState={decoders.isPending ? 'loading' : decoders.isError ? 'failed' : 'ready'}
        decoderHref={(row) =>
          entityPagePath(
            entity,
            REGISTRY_PAGES.decoder,
            decoderPageSearch(row.decoder.decoderVersion, row.name),
          )
        }
      />
    </div>
  );
}
