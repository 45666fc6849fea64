/**
 * Where the floating filter panel sits and how big it is: moved by its title bar, resized by its
 * corner, always within its size limits and wholly inside the window (spec 001 section 2: a
 * draggable, resizable filter menu).
 */

export interface PanelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The edges of the control a panel opens from. */
export interface PanelAnchor {
  left: number;
  bottom: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Size limits in px; a window smaller than the minimum gets a panel as big as fits. */
export const PANEL_LIMITS = { minWidth: 320, minHeight: 280, maxWidth: 960, maxHeight: 1000 } as const;
/** The gap kept between the panel and the window's edges. */
export const PANEL_MARGIN = 8;
/** The first size, before the panel is resized. */
export const PANEL_DEFAULT_SIZE = { width: 520, height: 640 } as const;
/** How far one arrow key moves or resizes the panel; with Shift, ten times as far. */
export const PANEL_KEY_STEP = 16;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** The box kept within its size limits and inside the window. */
export function panelClamp(box: PanelBox, viewport: Viewport): PanelBox {
  const room = { width: viewport.width - 2 * PANEL_MARGIN, height: viewport.height - 2 * PANEL_MARGIN };
  const width = Math.min(clamp(box.width, PANEL_LIMITS.minWidth, PANEL_LIMITS.maxWidth), room.width);
  const height = Math.min(clamp(box.height, PANEL_LIMITS.minHeight, PANEL_LIMITS.maxHeight), room.height);
  return {
    width,
    height,
    x: clamp(box.x, PANEL_MARGIN, viewport.width - PANEL_MARGIN - width),
    y: clamp(box.y, PANEL_MARGIN, viewport.height - PANEL_MARGIN - height),
  };
}

/** The box moved by (dx, dy), kept inside the window. */
export function panelMove(box: PanelBox, dx: number, dy: number, viewport: Viewport): PanelBox {
  return panelClamp({ ...box, x: box.x + dx, y: box.y + dy }, viewport);
}

/**
 * The box resized from its bottom-right corner by (dw, dh): its top-left corner stays, and it grows
 * no further than its limits and the window's edge.
 */
export function panelResize(box: PanelBox, dw: number, dh: number, viewport: Viewport): PanelBox {
  const width = clamp(
    box.width + dw,
    PANEL_LIMITS.minWidth,
    Math.min(PANEL_LIMITS.maxWidth, viewport.width - PANEL_MARGIN - box.x),
  );
  const height = clamp(
    box.height + dh,
    PANEL_LIMITS.minHeight,
    Math.min(PANEL_LIMITS.maxHeight, viewport.height - PANEL_MARGIN - box.y),
  );
  return panelClamp({ ...box, width, height }, viewport);
}

/** The first box: under its anchor, left edges aligned, as big as the default or as fits. */
export function panelInitial(anchor: PanelAnchor, viewport: Viewport): PanelBox {
  const width = PANEL_DEFAULT_SIZE.width;
  const y = anchor.bottom + PANEL_MARGIN;
  const height = Math.min(PANEL_DEFAULT_SIZE.height, viewport.height - PANEL_MARGIN - y);
  return panelClamp({ x: anchor.left, y, width, height }, viewport);
}

/** The (dx, dy) of an arrow key, or undefined for another key. */
export function panelKeyDelta(key: string, shift: boolean): { dx: number; dy: number } | undefined {
  const step = shift ? PANEL_KEY_STEP * 10 : PANEL_KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return undefined;
  }
}
