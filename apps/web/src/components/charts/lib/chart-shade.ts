/** Colour arithmetic for drawings that pick colours per item: shades of a parent, readable labels. */

type Rgb = readonly [number, number, number];

function rgbOf(color: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return null;
  const [r = 0, g = 0, b = 0] = match.slice(1).map((hex) => parseInt(hex, 16));
  return [r, g, b];
}

const hexOf = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `color` moved a share `amount` (0 to 1) of the way to `toward`; both `#rrggbb`. */
export function colorMix(color: string, toward: string, amount: number): string {
  const from = rgbOf(color);
  const to = rgbOf(toward);
  if (!from || !to) return color;
  const share = Math.min(1, Math.max(0, amount));
  const mix = (a: number, b: number) => a + (b - a) * share;
  return hexOf([mix(from[0], to[0]), mix(from[1], to[1]), mix(from[2], to[2])]);
}

/** WCAG relative luminance of a `#rrggbb` colour (0 black to 1 white); null for another form. */
export function colorLuminance(color: string): number | null {
  const rgb = rgbOf(color);
  if (!rgb) return null;
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function colorContrast(a: string, b: string): number {
  const la = colorLuminance(a) ?? 0;
  const lb = colorLuminance(b) ?? 0;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Of `dark` and `light` text, the one that reads better on `fill`. */
export function colorTextOn(fill: string, dark: string, light: string): string {
  return colorContrast(fill, dark) >= colorContrast(fill, light) ? dark : light;
}

/**
 * `count` shades of a parent colour for its children, each a step further toward `toward` (the
 * page's background, so the children read as lighter tints on a light page and deeper shades on a
 * dark one), never as far as the background itself.
 */
export function colorShades(parent: string, toward: string, count: number): string[] {
  const from = 0.18;
  const to = 0.6;
  return Array.from({ length: count }, (_, index) =>
    colorMix(parent, toward, count === 1 ? from : from + ((to - from) * index) / (count - 1)),
  );
}
