import type { TrainingData } from '@prism/domain';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadingButton } from '../../../../components/ui/loading-button';
import { countFormat } from '../../../../lib/format';
import styles from './training.module.css';

export interface TrainingDeleteDialogProps {
  /** The examples chosen (of the page shown). */
  rows: readonly TrainingData[];
  deleting: boolean;
  /** The server's refusal of the last try. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

const examples = (count: number) => `${countFormat(count)} example${count === 1 ? '' : 's'}`;

/**
 * Asks before `deleteManyTrainingData`, saying what happens to each kind of example: an imported
 * one is gone; one linked to an item takes the item's Use for Retrain mark off (a reroute's comes
 * back while the item stays rerouted).
 */
export function TrainingDeleteDialog({
  rows,
  deleting,
  error,
  onCancel,
  onConfirm,
}: TrainingDeleteDialogProps) {
  const linked = rows.filter((row) => row.feedback !== null);
  const rerouted = linked.filter((row) => row.source === 'reroute').length;
  const imported = rows.length - linked.length;
  return (
    <Dialog
      title={`Delete ${examples(rows.length)}`}
      onClose={deleting ? () => undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <LoadingButton loading={deleting} onClick={onConfirm}>
            Delete {examples(rows.length)}
          </LoadingButton>
        </>
      }
    >
      <div className={styles.stack}>
        <p>The next model trained will not learn from {rows.length === 1 ? 'it' : 'them'}.</p>
        {imported > 0 ? (
          <p>
            {examples(imported)} imported from CSV {imported === 1 ? 'is' : 'are'} removed for good; import
            the file again to bring {imported === 1 ? 'it' : 'them'} back.
          </p>
        ) : null}
        {linked.length > 0 ? (
          <p>
            {examples(linked.length)} {linked.length === 1 ? 'comes' : 'come'} from feedback items:{' '}
            {linked.length === 1 ? 'its item loses its' : 'their items lose their'}{' '}
            <strong>Use for Retrain</strong> mark, so the example does not come back when the item changes.
            {rerouted > 0
              ? ` ${rerouted === 1 ? 'One comes' : `${countFormat(rerouted)} come`} from a reroute and ${rerouted === 1 ? 'comes' : 'come'} back while the item stays rerouted.`
              : ''}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
