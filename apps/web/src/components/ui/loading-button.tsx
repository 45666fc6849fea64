import { Button, type ButtonProps } from './button';
import styles from './loading-button.module.css';

export interface LoadingButtonProps extends ButtonProps {
  loading?: boolean;
}

/** A button that, while loading, is disabled and shows a spinner (spec 000 section 4). */
export function LoadingButton({ loading = false, disabled, children, ...rest }: LoadingButtonProps) {
  return (
    <Button disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
