import { Button } from '../../../../components/ui/button';
import styles from './settings.module.css';

/** A refused change outside a dialog (archive, restore): the server's reason, announced, with Dismiss. */
export function SettingsAlert({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.alert}>
      {message}
      <Button variant="borderless" size="small" onClick={onDismiss}>
        Dismiss
      </Button>
    </p>
  );
}
