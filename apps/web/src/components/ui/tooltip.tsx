import { useId, useState, type ReactNode } from 'react';
import styles from './tooltip.module.css';

/** The tooltip bubble's look, for a trigger this component does not render (an icon link). */
export const tooltipClassName = styles.tooltip;

export interface TooltipProps {
  /** What the tooltip explains; shown on hover or focus. */
  content: ReactNode;
  /** Accessible name of the trigger. */
  label: string;
  /** The trigger's visible content (an icon). */
  children: ReactNode;
}

/** Opens on hover and focus, closes on leave, blur or Escape (spec 000 section 4). */
export function Tooltip({ content, label, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className={styles.anchor} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={open ? id : undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpen(false);
            event.stopPropagation();
          }
        }}
      >
        {children}
      </button>
      {open ? (
        <span role="tooltip" id={id} className={styles.tooltip}>
          {content}
        </span>
      ) : null}
    </span>
  );
}
