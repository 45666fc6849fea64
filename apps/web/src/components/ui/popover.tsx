import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useOutsideClose } from './use-outside-close';
import { buttonClassName, type ButtonVariant } from './button';
import styles from './popover.module.css';

export interface PopoverProps {
  /** The anchor button's text. */
  label: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/**
 * A panel that opens from its anchor button and closes on outside click, or on Escape while focus is
 * inside it (spec 000 section 4).
 */
export function Popover({ label, variant = 'borderless', children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const id = useId();

  useOutsideClose(
    root,
    open,
    useCallback(() => setOpen(false), []),
  );

  return (
    <span
      className={styles.anchor}
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          event.stopPropagation();
        }
      }}
    >
      <button
        type="button"
        className={buttonClassName(variant, 'small')}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      {open ? (
        <div id={id} role="dialog" aria-label={label} className={styles.panel}>
          {children}
        </div>
      ) : null}
    </span>
  );
}
