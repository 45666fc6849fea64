import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tooltipClassName } from '../../components/ui/tooltip';
import styles from './top-bar.module.css';

/**
 * A tooltip for an item of the top bar: open while the pointer is over the item or it has keyboard
 * focus, hidden by Escape or a press, as the Tooltip of components/ui does for its own buttons.
 */
export function useTopBarTip() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return {
    id,
    open,
    close: () => setOpen(false),
    /** For the element wrapping the trigger and the bubble. */
    anchorProps: {
      onMouseEnter: () => setOpen(true),
      onMouseLeave: () => setOpen(false),
    },
    /** For the trigger (compose `onClick` with the trigger's own action). */
    triggerProps: {
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          event.stopPropagation();
        }
      },
    },
  };
}

export interface TopBarTipBubbleProps {
  id: string;
  open: boolean;
  /** Right-aligns the bubble under its item, for items near the right edge. */
  align?: 'center' | 'end';
  /**
   * Shown only while the top bar is compact (a narrow window), where the item's label collapses to
   * its icon: with the label on screen the bubble would only repeat it.
   */
  compactOnly?: boolean;
  children: ReactNode;
}

export function TopBarTipBubble({
  id,
  open,
  align = 'center',
  compactOnly = false,
  children,
}: TopBarTipBubbleProps) {
  const classes = [
    tooltipClassName,
    align === 'end' ? styles.tipEnd : '',
    compactOnly ? styles.compactTip : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span role="tooltip" id={id} hidden={!open} className={classes}>
      {children}
    </span>
  );
}
