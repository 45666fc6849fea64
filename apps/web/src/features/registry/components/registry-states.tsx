import { StateFrame, StateFrameText } from '../../../components/ui/state-frame';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/** A registry page while its data loads: a few grey rows, announced once. */
export function RegistryLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} style={{ display: 'grid', gap: 'var(--space-sm)' }}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height="2rem" />
      ))}
    </div>
  );
}

/** A registry page whose data could not be read: what failed, the server's reason, Try again. */
export function RegistryLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <StateFrame title={title} role="alert" tone="danger">
      <StateFrameText>
        {error instanceof Error ? error.message : 'The server could not be reached.'}
      </StateFrameText>
      <Button variant="secondary" size="small" onClick={onRetry}>
        Try again
      </Button>
    </StateFrame>
  );
}
