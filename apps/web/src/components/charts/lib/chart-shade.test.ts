import { describe, expect, it } from 'vitest';
import { colorContrast, colorLuminance, colorMix, colorShades, colorTextOn } from './chart-shade';

describe('chart shades', () => {
  it('mixes two colours by a share', () => {
    expect(colorMix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(colorMix('#1d4ed8', '#ffffff', 0)).toBe('#1d4ed8');
    expect(colorMix('#1d4ed8', '#ffffff', 1)).toBe('#ffffff');
    expect(colorMix('red', '#ffffff', 0.5)).toBe('red');
  });

  it('measures luminance and contrast as WCAG does', () => {
    expect(colorLuminance('#ffffff')).toBe(1);
    expect(colorLuminance('#000000')).toBe(0);
    expect(colorContrast('#ffffff', '#000000')).toBe(21);
    expect(colorContrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('picks the label colour that reads on the slice: dark on light fills, white on dark ones', () => {
    const dark = '#1b2430';
    const light = '#ffffff';
    expect(colorTextOn('#1d4ed8', dark, light)).toBe(light);
    // The dark theme's pastel series colours: dark text, not white.
    for (const fill of ['#7aa2f7', '#2dd4bf', '#fbbf24', '#c4b5fd', '#a3e635']) {
      expect(colorTextOn(fill, dark, light), fill).toBe(dark);
    }
  });

  it("gives each child a shade of its parent's colour, further from it one by one", () => {
    const shades = colorShades('#1d4ed8', '#ffffff', 3);
    expect(shades).toHaveLength(3);
    expect(new Set(shades).size).toBe(3);
    const luminances = shades.map((shade) => colorLuminance(shade) ?? 0);
    expect(luminances[0]).toBeGreaterThan(colorLuminance('#1d4ed8') ?? 1);
    expect(luminances[1]).toBeGreaterThan(luminances[0]!);
    expect(luminances[2]).toBeGreaterThan(luminances[1]!);
    expect(luminances[2]).toBeLessThan(0.95);
    // On a dark page the shades deepen instead.
    const deep = colorShades('#7aa2f7', '#0f141b', 2).map((shade) => colorLuminance(shade) ?? 1);
    expect(deep[0]).toBeLessThan(colorLuminance('#7aa2f7') ?? 0);
    expect(deep[1]).toBeLessThan(deep[0]!);
  });
});
