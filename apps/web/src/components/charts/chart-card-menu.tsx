import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useOutsideClose } from '../ui/use-outside-close';
import styles from './chart-card-menu.module.css';

/** One entry of a chart card's action menu. */
export interface ChartCardMenuItem {
  label: string;
  onSelect: () => void;
}

export interface ChartCardMenuProps {
  /** The trigger's and the menu's accessible name. */
  label: string;
  items: readonly ChartCardMenuItem[];
}

/**
 * A chart card's actions behind one "⋯" button, so the title keeps the header to itself. It is a
 * menu button (WAI-ARIA APG): Enter, Space or the down arrow open it on its first item, the up
 * arrow on its last; inside, the arrows, Home and End move, Enter or Space choose, Escape closes,
 * and focus goes back to the button (also after choosing, so a dialog an item opens returns focus
 * there). Tab or a press outside closes it too.
 */
export function ChartCardMenu({ label, items }: ChartCardMenuProps) {
  /** Closed, or open with focus first on its first or last item. */
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(null), []);
  useOutsideClose(root, open !== null, close);

  const itemsIn = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (!open) return;
    const list = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    (open === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open]);
  const closeToTrigger = () => {
    setOpen(null);
    trigger.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeToTrigger();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(null);
      return;
    }
    const list = itemsIn();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? (at + 1) % list.length
        : event.key === 'ArrowUp'
          ? (at - 1 + list.length) % list.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? list.length - 1
              : null;
    if (next === null || list.length === 0) return;
    event.preventDefault();
    list[next]?.focus();
  };

  if (items.length === 0) return null;
  return (
    <div ref={root} className={styles.anchor}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => (was ? null : 'first'))}
        onKeyDown={onTriggerKeyDown}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => {
                closeToTrigger();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
