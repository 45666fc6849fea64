import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteRule } from '../api/save-api-mapping';
import styles from './api-mappings.module.css';

/** Asks before deleting a rule, and says what deleting it does; a refusal shows in the dialog. */
export function DeleteRuleDialog({
  kind,
  id,
  what,
  consequence,
  onClose,
}: {
  kind: 'service' | 'name';
  id: string;
  /** The rule as a person reads it: `GET /api/billing/balance → Billing balance`. */
  what: string;
  consequence: string;
  onClose: () => void;
}) {
  const remove = useDeleteRule();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog
      title="Delete this rule?"
      onClose={onClose}
      dismissible={!remove.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { kind, id },
                { onSuccess: onClose, onError: (error) => setProblem(error.message) },
              )
            }
          >
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </>
      }
    >
      <p className={styles.confirm}>
        <span className={styles.mono}>{what}</span>
      </p>
      <p className={styles.confirm}>{consequence}</p>
      {problem ? (
        <p className={styles.formError} role="alert">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}
