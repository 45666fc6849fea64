import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Below the content, right-aligned: the dialog's actions. */
  footer?: ReactNode;
  /**
   * Whether Escape and a click on the backdrop close it (default). A dialog whose work must not be
   * lost by a stray click (an export running) turns this off; its own close buttons still close it.
   */
  dismissible?: boolean;
}

/**
 * A modal over the page: the close button closes it, and so do Escape and a click on the backdrop
 * while it is `dismissible`; focus moves into it on open and back to where it was on close.
 */
export function Dialog({ title, onClose, children, footer, dismissible = true }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const returnTo = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => returnTo?.focus?.();
  }, []);

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) close.current();
      }}
    >
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          // An open tooltip or popover inside stops its Escape from reaching here.
          if (dismissible && event.key === 'Escape') close.current();
        }}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={() => close.current()}>
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
