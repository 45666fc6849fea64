import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a pointer press outside `root` calls `onClose`: the click-outside rule every
 * popover, menu and panel of spec 000 section 4 shares.
 */
export function useOutsideClose(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [root, open, onClose]);
}
