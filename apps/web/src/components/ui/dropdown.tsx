import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useOutsideClose } from './use-outside-close';
import styles from './dropdown.module.css';

export interface DropdownProps {
  /** The trigger's content (text, or an avatar). */
  trigger: ReactNode;
  /** The trigger's accessible name when its content is not text. */
  label?: string;
  /** Right-aligns the panel under its trigger (for menus at the right end of the top bar). */
  align?: 'start' | 'end';
  className?: string;
  /** The panel's content; `close` shuts the panel, e.g. after following a link. */
  children: (close: () => void) => ReactNode;
}

/**
 * A menu panel that drops down from its trigger: it closes on outside click, and on Escape, which
 * gives focus back to the trigger. A click on any link inside closes it too.
 */
export function Dropdown({ trigger, label, align = 'start', className, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useOutsideClose(
    root,
    open,
    useCallback(() => setOpen(false), []),
  );

  const close = () => setOpen(false);
  return (
    <div
      ref={root}
      className={[styles.anchor, className].filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {trigger}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={id}
          className={`${styles.panel} ${align === 'end' ? styles.end : ''}`}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) close();
          }}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}

/** A titled list of entries inside a dropdown panel. */
export function DropdownSection({
  title,
  action,
  children,
}: {
  title?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      {title || action ? (
        <div className={styles.sectionHeader}>
          {title ? <h3 className={styles.sectionTitle}>{title}</h3> : <span />}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** The look of one entry (a link or a button) in a dropdown panel. */
export const dropdownItemClassName = styles.item;

/** Muted text for an empty list, or red text (announced) for a problem. */
export function DropdownNote({
  tone = 'muted',
  children,
}: {
  tone?: 'muted' | 'error';
  children: ReactNode;
}) {
  return tone === 'error' ? (
    <p role="alert" className={styles.error}>
      {children}
    </p>
  ) : (
    <p className={styles.empty}>{children}</p>
  );
}
