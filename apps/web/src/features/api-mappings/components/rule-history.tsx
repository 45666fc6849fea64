import { Button } from '../../../components/ui/button';
import { useRuleHistory, type RuleHistoryKind } from '../api/get-rule-history';
import styles from './api-mappings.module.css';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A rule's changes, newest first: when, who, and what in a line. */
export function RuleHistory({ kind, id }: { kind: RuleHistoryKind; id: string }) {
  const history = useRuleHistory(kind, id);
  if (history.isPending) return <p className={styles.muted}>Loading the history…</p>;
  if (history.isError) {
    return (
      <p role="alert">
        The history could not be loaded ({history.error.message}).{' '}
        <Button variant="borderless" size="small" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  if (history.data.length === 0) return <p className={styles.muted}>No changes recorded.</p>;
  return (
    <ol className={styles.history} aria-label="Changes, newest first">
      {history.data.map((entry) => (
        <li key={entry.id} className={styles.historyEntry}>
          <time dateTime={new Date(entry.at).toISOString()}>{when.format(entry.at)}</time>
          <span className={styles.mono}>{entry.actor}</span>
          <span>{entry.summary}</span>
        </li>
      ))}
    </ol>
  );
}
