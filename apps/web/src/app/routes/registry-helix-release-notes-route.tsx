import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { LoadProblem } from '../../components/ui/load-problem';
import { Skeleton } from '../../components/ui/skeleton';
import { StateFrame, StateFrameText } from '../../components/ui/state-frame';
import { useHelixVersions } from '../../features/registry-status/api/get-helix-versions';
import { ReleaseNotes } from '../../features/registry-status/components/release-notes';
import { VersionCompare } from '../../features/registry-status/components/version-compare';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EntityLine } from '../page/entity-line';
import { HelixTabs } from '../page/helix-tabs';
import styles from '../page/page.module.css';
import { useRouteEntity } from '../page/use-route-entity';

/**
 * `/:entityID/quantum-resources/helix/release-notes`: every Helix version's release notes, newest
 * first (`#v1-42-0` opens one), and a compare of any two versions (`compareFrom`, `compareTo`;
 * the two newest by default).
 */
export function RegistryHelixReleaseNotesRoute() {
  const entity = useRouteEntity();
  useDocumentTitle({
    page: 'Helix Release Notes',
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  const versions = useHelixVersions();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const names = versions.data?.map((version) => version.version) ?? [];
  const compareFrom = params.get('compareFrom') ?? names[1] ?? null;
  const compareTo = params.get('compareTo') ?? names[0] ?? null;
  const loaded = versions.isSuccess;

  // The notes arrive after the address: open the version it names once they are in.
  useEffect(() => {
    if (!loaded || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [loaded, hash]);

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <EntityLine entity={entity} />
        <h1 className={styles.pageTitle}>Helix Release Notes</h1>
        <p className={styles.pageLead}>
          What changed in each Helix version, from the registry&rsquo;s history: breaking changes first.
        </p>
      </div>
      <HelixTabs entity={entity} current="release-notes" />
      {versions.isPending ? (
        <div aria-busy="true" aria-label="Loading the release notes">
          <Skeleton height="8rem" />
        </div>
      ) : versions.isError ? (
        <LoadProblem
          message={`The release notes could not be loaded: ${versions.error.message}`}
          onRetry={() => void versions.refetch()}
          retrying={versions.isFetching}
        />
      ) : versions.data.length === 0 ? (
        <StateFrame title="No Helix version released yet">
          <StateFrameText>Release notes appear here once the draft registry is released.</StateFrameText>
        </StateFrame>
      ) : (
        <>
          {versions.data.length > 1 ? (
            <Card title="Compare two versions" headingId="helix-compare">
              <VersionCompare
                versions={names}
                from={compareFrom}
                to={compareTo}
                onChange={(from, to) =>
                  setParams(
                    (current) => {
                      const next = new URLSearchParams(current);
                      next.set('compareFrom', from);
                      next.set('compareTo', to);
                      return next;
                    },
                    { replace: true, preventScrollReset: true },
                  )
                }
              />
            </Card>
          ) : null}
          <ReleaseNotes
            versions={versions.data}
            onJump={(anchor) =>
              void navigate({ search: params.size > 0 ? `?${params.toString()}` : '', hash: `#${anchor}` })
            }
          />
        </>
      )}
    </div>
  );
}
