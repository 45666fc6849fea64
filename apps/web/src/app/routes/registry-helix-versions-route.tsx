import { roleCan } from '@prism/domain';
import { useState } from 'react';
import { LoadProblem } from '../../components/ui/load-problem';
import { Skeleton } from '../../components/ui/skeleton';
import { StateFrame, StateFrameText } from '../../components/ui/state-frame';
import { Toast } from '../../components/ui/toast';
import { useSession } from '../../features/auth/hooks/use-session';
import { useHelixVersions } from '../../features/registry-status/api/get-helix-versions';
import { useRegistryDraft } from '../../features/registry-status/api/get-registry-draft';
import { DraftReview } from '../../features/registry-status/components/draft-review';
import { HelixReleaseDialog } from '../../features/registry-status/components/helix-release-dialog';
import { HelixVersionList } from '../../features/registry-status/components/helix-version-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EntityLine } from '../page/entity-line';
import { HelixTabs } from '../page/helix-tabs';
import styles from '../page/page.module.css';
import { useEntityApps } from '../page/use-entity-apps';
import { useRouteEntity } from '../page/use-route-entity';

/**
 * `/:entityID/quantum-resources/helix/requirements/versions`: the released Helix versions, newest
 * first, each opening to what it requires of the entity's apps and what it changed; editors review
 * the draft's pending changes and release it (the server checks the role again).
 */
export function RegistryHelixVersionsRoute() {
  const entity = useRouteEntity();
  useDocumentTitle({
    page: 'Helix Requirement Versions',
    type: entity.kind === 'group' ? 'Groups' : 'Applications',
    entity: entity.name,
  });
  const { user } = useSession();
  const canEdit = roleCan(user.roles, 'editRegistry');
  const { appIds } = useEntityApps(entity);
  const versions = useHelixVersions();
  const [releasing, setReleasing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <EntityLine entity={entity} />
        <h1 className={styles.pageTitle}>Helix Requirement Versions</h1>
        <p className={styles.pageLead}>
          Each released version of the event schema, newest first, with what it requires of these
          applications.
        </p>
      </div>
      <HelixTabs entity={entity} current="versions" />
      {canEdit ? <EditorDraftReview onRelease={() => setReleasing(true)} /> : null}
      {versions.isPending ? (
        <div aria-busy="true" aria-label="Loading the Helix versions">
          <Skeleton height="5rem" />
        </div>
      ) : versions.isError ? (
        <LoadProblem
          message={`The Helix versions could not be loaded: ${versions.error.message}`}
          onRetry={() => void versions.refetch()}
          retrying={versions.isFetching}
        />
      ) : versions.data.length === 0 ? (
        <StateFrame title="No Helix version released yet">
          <StateFrameText>
            {canEdit
              ? 'Review the draft above and release it as the first version.'
              : 'A registry editor releases the draft registry as the first version.'}
          </StateFrameText>
        </StateFrame>
      ) : (
        <HelixVersionList versions={versions.data} appIds={appIds} />
      )}
      {releasing ? (
        <ReleaseDialog
          onClose={() => setReleasing(false)}
          onReleased={(version) => {
            setReleasing(false);
            setNotice(`Helix ${version} released.`);
          }}
        />
      ) : null}
      {notice ? <Toast message={notice} onDismiss={() => setNotice(null)} /> : null}
    </div>
  );
}

/** The draft's review, read only for editors (readers have nothing to release). */
function EditorDraftReview({ onRelease }: { onRelease: () => void }) {
  const draft = useRegistryDraft();
  return (
    <DraftReview
      draft={draft.data}
      error={draft.error}
      isFetching={draft.isFetching}
      onRetry={() => void draft.refetch()}
      onRelease={onRelease}
    />
  );
}

/** The release dialog over the draft the review showed. */
function ReleaseDialog({
  onClose,
  onReleased,
}: {
  onClose: () => void;
  onReleased: (version: string) => void;
}) {
  const draft = useRegistryDraft();
  if (!draft.data) return null;
  return (
    <HelixReleaseDialog
      latestVersion={draft.data.latestVersion}
      pending={draft.data.pending}
      onClose={onClose}
      onReleased={(version) => onReleased(version.version)}
    />
  );
}
