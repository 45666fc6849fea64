import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * How compact the top bar is: 0 every label; 1 tighter spacing, Need Help and Krypto as icons;
 * 2 the logo without its word too.
 */
export type TopBarDensity = 0 | 1 | 2;

const DENSEST: TopBarDensity = 2;

/** Below this the switcher's box no longer shows an application id like 'OneApp@Roku' whole. */
export const SWITCHER_COMFORT_PX = 180;

/**
 * The room left over on the top bar at its current density, in pixels: the free space between the
 * menus and the user's items, plus what the switcher could still give up; negative when the items
 * do not fit. Null when nothing is laid out (no window, as in unit tests).
 */
export function topBarSpare(bar: HTMLElement): number | null {
  const barBox = bar.getBoundingClientRect();
  const user = bar.querySelector<HTMLElement>('[data-top-bar="user"]');
  if (barBox.width === 0 || !user) return null;
  const gap = Number.parseFloat(getComputedStyle(bar).columnGap) || 0;
  const nav = bar.querySelector<HTMLElement>('[data-top-bar="nav"]');
  // The right edge of the last item before the user's own, wherever the squeezed menus pushed it
  // (an open menu's panel is positioned inside its item, so it does not count).
  const before = nav ? [...nav.children] : [bar.firstElementChild].filter((child) => child !== null);
  const itemsRight = Math.max(barBox.left, ...before.map((item) => item.getBoundingClientRect().right));
  const switcher = nav?.querySelector<HTMLElement>('input[role="combobox"]');
  const switcherSpare = switcher ? switcher.getBoundingClientRect().width - SWITCHER_COMFORT_PX : 0;
  return user.getBoundingClientRect().left - gap - itemsRight + switcherSpare;
}

/**
 * The density at which the top bar's items fit its width, measured rather than guessed from the
 * window: an admin's bar (the most items) needs about 1,410px with every label and an analyst's
 * about 1,180px, and fonts differ between systems. The bar starts with every label and grows denser
 * before the first paint while its items do not fit; it goes back a step once the bar is as wide
 * as that step was found to need. Items arriving later (the menus of a role, My Dashboards) and
 * window resizes are measured again.
 */
export function useTopBarDensity(bar: RefObject<HTMLElement | null>): TopBarDensity {
  const [density, setDensity] = useState<TopBarDensity>(0);
  // The bar width each density was found to need when it did not fit.
  const needs = useRef<number[]>([]);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const spare = topBarSpare(element);
      if (spare === null) return;
      const width = element.getBoundingClientRect().width;
      if (spare < 0 && density < DENSEST) {
        needs.current[density] = width - spare;
        setDensity((density + 1) as TopBarDensity);
      } else if (density > 0 && width >= (needs.current[density - 1] ?? Number.POSITIVE_INFINITY)) {
        setDensity((density - 1) as TopBarDensity);
      }
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    // Items come and go as the session, roles and catalogue arrive.
    const mutation = new MutationObserver(measure);
    mutation.observe(element, { childList: true, subtree: true });
    return () => {
      resize.disconnect();
      mutation.disconnect();
    };
  }, [bar, density]);

  return density;
}
