import { describe, expect, it } from 'vitest';
import {
  PANEL_DEFAULT_SIZE,
  PANEL_KEY_STEP,
  PANEL_LIMITS,
  PANEL_MARGIN,
  panelClamp,
  panelInitial,
  panelKeyDelta,
  panelMove,
  panelResize,
} from './panel-geometry';

const WINDOW = { width: 1440, height: 900 };

describe('the floating panel stays usable', () => {
  it('opens under its anchor and inside the window', () => {
    expect(panelInitial({ left: 250, bottom: 180 }, WINDOW)).toEqual({
      x: 250,
      y: 188,
      ...PANEL_DEFAULT_SIZE,
    });
    // Near the right edge it moves in; a short window gets a shorter panel.
    const box = panelInitial({ left: 1400, bottom: 500 }, WINDOW);
    expect(box.x + box.width).toBe(WINDOW.width - PANEL_MARGIN);
    expect(box.height).toBe(900 - PANEL_MARGIN - 508);
    expect(box.y + box.height).toBeLessThanOrEqual(WINDOW.height - PANEL_MARGIN);
  });

  it('cannot be dragged out of the window', () => {
    const box = { x: 100, y: 100, width: 480, height: 600 };
    expect(panelMove(box, -500, -500, WINDOW)).toMatchObject({ x: PANEL_MARGIN, y: PANEL_MARGIN });
    expect(panelMove(box, 5000, 5000, WINDOW)).toMatchObject({ x: 1440 - 8 - 480, y: 900 - 8 - 600 });
  });

  it('resizes within its minimum and maximum, and not past the window', () => {
    const box = { x: 100, y: 100, width: 480, height: 600 };
    expect(panelResize(box, -1000, -1000, WINDOW)).toMatchObject({
      width: PANEL_LIMITS.minWidth,
      height: PANEL_LIMITS.minHeight,
    });
    expect(panelResize(box, 5000, 0, WINDOW).width).toBe(PANEL_LIMITS.maxWidth);
    expect(panelResize(box, 0, 5000, WINDOW)).toMatchObject({ x: 100, y: 100, height: 900 - 8 - 100 });
  });

  it('shrinks to the window when the window shrinks', () => {
    expect(panelClamp({ x: 900, y: 50, width: 480, height: 640 }, { width: 400, height: 500 })).toEqual({
      x: PANEL_MARGIN,
      y: PANEL_MARGIN,
      width: 384,
      height: 484,
    });
  });

  it('moves by a step per arrow key, ten with Shift', () => {
    expect(panelKeyDelta('ArrowLeft', false)).toEqual({ dx: -PANEL_KEY_STEP, dy: 0 });
    expect(panelKeyDelta('ArrowDown', true)).toEqual({ dx: 0, dy: PANEL_KEY_STEP * 10 });
    expect(panelKeyDelta('Enter', false)).toBeUndefined();
  });
});
