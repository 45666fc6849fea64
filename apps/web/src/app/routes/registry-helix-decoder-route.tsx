import { APP_PLATFORM_NAMES, roleCan, type AppPlatformName } from '@prism/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { LoadProblem } from '../../components/ui/load-problem';
import { Skeleton } from '../../components/ui/skeleton';
import { StateFrame, StateFrameText } from '../../components/ui/state-frame';
import { Toast } from '../../components/ui/toast';
import { useSession } from '../../features/auth/hooks/use-session';
import { useHelixDecoders, type HelixDecoder } from '../../features/registry-status/api/get-helix-decoders';
import { useHelixVersions } from '../../features/registry-status/api/get-helix-versions';
import { useRegistryDraft } from '../../features/registry-status/api/get-registry-draft';
import { DecoderReleaseDetail } from '../../features/registry-status/components/decoder-release-detail';
import { DecoderReleaseDialog } from '../../features/registry-status/components/decoder-release-dialog';
import { DecoderTable } from '../../features/registry-status/components/decoder-table';
import { REGISTRY_PAGES, decoderPageSearch } from '../../features/registry-status/lib/registry-paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { Entity } from '../entity-resolve';
import { entityPagePath } from '../page/dashboard-page';
import { EntityLine } from '../page/entity-line';
import { HelixTabs } from '../page/helix-tabs';
import styles from '../page/page.module.css';
import { useEntityApps } from '../page/use-entity-apps';
import { useRouteEntity } from '../page/use-route-entity';

const platformOf = (value: string | null): AppPlatformName | undefined =>
  APP_PLATFORM_NAMES.find((name) => name === value);

/**
 * `/:entityID/quantum-resources/helix/requirements/decoder/latest`: the latest decoder of each
 * platform; with `decoderVersion` (and `platform` when several platforms share it) one release,
 * what its Helix version requires, and whether Helix has moved on since. Editors record releases.
 */
export function RegistryHelixDecoderRoute() {
  const entity = useRouteEntity();
  useDocumentTitle({
    page: 'Latest Helix Decoder',
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  const { user } = useSession();
  const canEdit = roleCan(user.roles, 'editRegistry');
  const [params] = useSearchParams();
  const decoderVersion = params.get('decoderVersion');
  const [recording, setRecording] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const hrefOf = (decoder: HelixDecoder) =>
    entityPagePath(
      entity,
      REGISTRY_PAGES.decoder,
      decoderPageSearch(decoder.decoderVersion, decoder.platform),
    );

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <EntityLine entity={entity} />
        <div className={styles.pageTitleRow}>
          <h1 className={styles.pageTitle}>Latest Helix Decoder</h1>
          {canEdit ? <Button onClick={() => setRecording(true)}>Record a decoder release</Button> : null}
        </div>
        <p className={styles.pageLead}>
          {decoderVersion ? (
            <>
              One decoder release and what it decodes.{' '}
              <Link to={entityPagePath(entity, REGISTRY_PAGES.decoder)}>
                All platforms&rsquo; latest decoders
              </Link>
            </>
          ) : (
            'The latest decoder of each platform and the Helix version it decodes.'
          )}
        </p>
      </div>
      <HelixTabs entity={entity} current="decoder" />
      {decoderVersion ? (
        <DecoderRelease
          entity={entity}
          decoderVersion={decoderVersion}
          platform={platformOf(params.get('platform'))}
          hrefOf={hrefOf}
        />
      ) : (
        <LatestDecoders hrefOf={hrefOf} canEdit={canEdit} />
      )}
      {recording ? (
        <RecordDialog
          onClose={() => setRecording(false)}
          onRecorded={(decoder) => {
            setRecording(false);
            setNotice(`${decoder.platform} decoder ${decoder.decoderVersion} recorded.`);
          }}
        />
      ) : null}
      {notice ? <Toast message={notice} onDismiss={() => setNotice(null)} /> : null}
    </div>
  );
}

function LatestDecoders({
  hrefOf,
  canEdit,
}: {
  hrefOf: (decoder: HelixDecoder) => string;
  canEdit: boolean;
}) {
  const decoders = useHelixDecoders({ latest: true });
  if (decoders.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the decoders">
        <Skeleton height="8rem" />
      </div>
    );
  }
  if (decoders.isError) {
    return (
      <LoadProblem
        message={`The decoders could not be loaded: ${decoders.error.message}`}
        onRetry={() => void decoders.refetch()}
        retrying={decoders.isFetching}
      />
    );
  }
  if (decoders.data.length === 0) {
    return (
      <StateFrame title="No decoder released yet">
        <StateFrameText>
          {canEdit
            ? 'Record the first release of a platform’s decoder with the button above.'
            : 'A registry editor records each platform decoder’s releases here.'}
        </StateFrameText>
      </StateFrame>
    );
  }
  const byPlatform = [...decoders.data].sort((a, b) => a.platformId - b.platformId);
  return <DecoderTable decoders={byPlatform} decoderHref={hrefOf} label="Latest decoder per platform" />;
}

function DecoderRelease({
  entity,
  decoderVersion,
  platform,
  hrefOf,
}: {
  entity: Entity;
  decoderVersion: string;
  platform: AppPlatformName | undefined;
  hrefOf: (decoder: HelixDecoder) => string;
}) {
  const { appIds } = useEntityApps(entity);
  const releases = useHelixDecoders({ decoderVersion });
  const versions = useHelixVersions();
  const draft = useRegistryDraft();
  if (releases.isPending) {
    return (
      <div aria-busy="true" aria-label={`Loading decoder ${decoderVersion}`}>
        <Skeleton height="8rem" />
      </div>
    );
  }
  if (releases.isError) {
    return (
      <LoadProblem
        message={`Decoder ${decoderVersion} could not be loaded: ${releases.error.message}`}
        onRetry={() => void releases.refetch()}
        retrying={releases.isFetching}
      />
    );
  }
  const chosen = releases.data.find((release) => !platform || release.platform === platform);
  if (!chosen) {
    return (
      <StateFrame title="No such decoder release" tone="danger">
        <StateFrameText>
          No decoder version {decoderVersion}
          {platform ? ` was released for ${platform}` : ' was released'}.
        </StateFrameText>
      </StateFrame>
    );
  }
  const others = releases.data.filter((release) => release !== chosen);
  return (
    <>
      <DecoderReleaseDetail
        decoder={chosen}
        latestHelix={versions.data?.[0]?.version ?? null}
        draftChanges={draft.data?.pending.length ?? null}
        appIds={appIds}
      />
      {others.length > 0 ? (
        <DecoderTable
          decoders={others}
          decoderHref={hrefOf}
          label={`Decoder version ${decoderVersion} on other platforms`}
        />
      ) : null}
    </>
  );
}

/** The record dialog, once the released versions and the latest decoders it offers are in. */
function RecordDialog({
  onClose,
  onRecorded,
}: {
  onClose: () => void;
  onRecorded: (decoder: HelixDecoder) => void;
}) {
  const versions = useHelixVersions();
  const latest = useHelixDecoders({ latest: true });
  const failed = versions.error ?? latest.error;
  if (failed && (!versions.data || !latest.data)) {
    return (
      <Dialog title="Record a decoder release" onClose={onClose}>
        <LoadProblem
          message={`The Helix versions and decoders could not be loaded: ${failed.message}`}
          onRetry={() => {
            if (versions.isError) void versions.refetch();
            if (latest.isError) void latest.refetch();
          }}
          retrying={versions.isFetching || latest.isFetching}
        />
      </Dialog>
    );
  }
  if (!versions.data || !latest.data) return null;
  return (
    <DecoderReleaseDialog
      helixVersions={versions.data.map((version) => version.version)}
      latest={latest.data}
      onClose={onClose}
      onRecorded={onRecorded}
    />
  );
}
