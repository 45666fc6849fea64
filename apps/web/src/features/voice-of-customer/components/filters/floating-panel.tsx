import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {
  panelClamp,
  panelInitial,
  panelKeyDelta,
  panelMove,
  panelResize,
  type PanelAnchor,
  type PanelBox,
  type Viewport,
} from './panel-geometry';
import styles from './floating-panel.module.css';

export interface FloatingPanelProps {
  id: string;
  title: string;
  /** Where the control that opened the panel is: the panel first appears under it. */
  anchorRect: PanelAnchor;
  onClose: () => void;
  /** Beside the title (a count, a note). */
  header?: ReactNode;
  /** Below the scrolling content: the panel's actions. */
  footer?: ReactNode;
  children: ReactNode;
}

const viewportNow = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

/** Follows a pointer pressed on an element until it is released, reporting how far it went. */
function usePointerDrag(onDrag: (start: PanelBox, dx: number, dy: number) => void, box: PanelBox) {
  const start = useRef<{ x: number; y: number; box: PanelBox } | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      // Buttons in the title bar keep their clicks; only the move handle and the bar itself drag.
      const target = event.target as HTMLElement;
      if (target.closest('button') && !target.closest('[data-drag-handle]')) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start.current = { x: event.clientX, y: event.clientY, box };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!start.current) return;
      onDrag(start.current.box, event.clientX - start.current.x, event.clientY - start.current.y);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!start.current) return;
      start.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
    },
  };
}

/**
 * A panel floating over the page, not modal: the page stays usable beside it. Moved by dragging
 * its title bar or with the arrow keys on its move handle, resized by its corner (drag or arrow
 * keys), kept inside the window. Escape and Close close it; focus moves into it when it opens.
 */
export function FloatingPanel({
  id,
  title,
  anchorRect,
  onClose,
  header,
  footer,
  children,
}: FloatingPanelProps) {
  const titleId = useId();
  const moveHintId = useId();
  const resizeHintId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<PanelBox>(() => panelInitial(anchorRect, viewportNow()));

  useEffect(() => {
    panel.current?.focus();
    const refit = () => setBox((current) => panelClamp(current, viewportNow()));
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, []);

  const drag = usePointerDrag((start, dx, dy) => setBox(panelMove(start, dx, dy, viewportNow())), box);
  const resize = usePointerDrag((start, dx, dy) => setBox(panelResize(start, dx, dy, viewportNow())), box);

  const byKeys = (change: typeof panelMove) => (event: KeyboardEvent) => {
    const delta = panelKeyDelta(event.key, event.shiftKey);
    if (!delta) return;
    event.preventDefault();
    setBox(change(box, delta.dx, delta.dy, viewportNow()));
  };

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.panel}
      style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.titleBar} {...drag}>
        <button
          type="button"
          className={styles.handle}
          data-drag-handle
          aria-label={`Move ${title.toLowerCase()}`}
          aria-describedby={moveHintId}
          onKeyDown={byKeys(panelMove)}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {header}
        <span className={styles.spacer} />
        <button type="button" className={styles.close} onClick={onClose}>
          Close
        </button>
      </div>
      <p id={moveHintId} className="visually-hidden">
        Drag, or use the arrow keys, to move the panel; Shift moves it further.
      </p>
      <p id={resizeHintId} className="visually-hidden">
        Drag, or use the arrow keys, to resize the panel; Shift resizes it further.
      </p>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
      <button
        type="button"
        className={styles.resize}
        data-drag-handle
        aria-label={`Resize ${title.toLowerCase()}`}
        aria-describedby={resizeHintId}
        onKeyDown={byKeys(panelResize)}
        {...resize}
      />
    </div>
  );
}
