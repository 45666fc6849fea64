import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadProblem } from '../../../components/ui/load-problem';
import { Skeleton } from '../../../components/ui/skeleton';
import type { RegistryDraft } from '../api/get-registry-draft';
import { registryChangeSummary } from '../lib/registry-changes';
import { ChangeList } from './change-list';

export interface DraftReviewProps {
  draft: RegistryDraft | undefined;
  error: Error | null;
  isFetching: boolean;
  onRetry: () => void;
  onRelease: () => void;
}

/**
 * The review before a release (editors): what the draft registry changes against the latest
 * released version, breaking changes marked, and the Release action when there is something to release.
 */
export function DraftReview({ draft, error, isFetching, onRetry, onRelease }: DraftReviewProps) {
  const pending = draft?.pending ?? [];
  return (
    <Card
      title="Draft review"
      headingId="helix-draft-review"
      aside={
        draft ? (
          <>
            <span>
              {draft.latestVersion
                ? `${registryChangeSummary(pending)} since ${draft.latestVersion}`
                : 'Nothing released yet'}
            </span>
            <Button
              size="small"
              onClick={onRelease}
              disabled={pending.length === 0 && draft.latestVersion !== null}
            >
              Release…
            </Button>
          </>
        ) : null
      }
    >
      {draft ? (
        <ChangeList
          changes={pending}
          emptyText={`The draft is the same as ${draft.latestVersion ?? 'nothing'}: there is nothing to release.`}
        />
      ) : error ? (
        <LoadProblem
          message={`The draft registry could not be loaded: ${error.message}`}
          onRetry={onRetry}
          retrying={isFetching}
        />
      ) : (
        <div aria-busy="true" aria-label="Loading the draft registry">
          <Skeleton height="4rem" />
        </div>
      )}
    </Card>
  );
}
