import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { useOutsideClose } from '../../../components/ui/use-outside-close';
import styles from './menu-button.module.css';

export interface MenuButtonProps {
  /** The button's content (its text names it unless `label` is given). */
  trigger: ReactNode;
  /** The button's accessible name when its content says less than the panel does. */
  label?: string;
  /** The panel's accessible name. */
  panelLabel: string;
  /** Marks the button as holding a choice (a filter in force). */
  active?: boolean;
  /** Right-aligns the panel under the button (controls at the right end of a row). */
  align?: 'start' | 'end';
  /** The panel's content; `close` shuts it and gives focus back to the button. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a panel under it (the survey picker, each survey filter): the panel takes
 * focus when it opens, closes on outside click, and on Escape, which gives focus back to the button.
 */
export function MenuButton({
  trigger,
  label,
  panelLabel,
  active = false,
  align = 'start',
  children,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Focus goes back to the button when the panel closes, unless a click elsewhere closed it.
  const returnFocus = useRef(true);
  const wasOpen = useRef(false);
  const id = useId();

  useOutsideClose(
    root,
    open,
    useCallback(() => {
      returnFocus.current = false;
      setOpen(false);
    }, []),
  );
  useEffect(() => {
    if (open) {
      const first = panel.current?.querySelector<HTMLElement>(
        'input:not([disabled]), button:not([disabled]), select, a[href], [tabindex="0"]',
      );
      (first ?? panel.current)?.focus();
    } else if (wasOpen.current && returnFocus.current) {
      button.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div
      ref={root}
      className={styles.anchor}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${buttonClassName('secondary', 'small')} ${active ? styles.active : ''}`}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          returnFocus.current = true;
          setOpen((was) => !was);
        }}
      >
        {trigger}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open ? (
        <div
          ref={panel}
          id={id}
          role="dialog"
          aria-label={panelLabel}
          tabIndex={-1}
          className={`${styles.panel} ${align === 'end' ? styles.end : ''}`}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
