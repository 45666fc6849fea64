import { describe, expect, it } from 'vitest';
import { CHART_PALETTES, colorFaded, seriesColorSlot, seriesColors } from './chart-palette';

const colors = CHART_PALETTES.light.series;
const size = colors.length;

/** Names whose preferred slots differ from each other and from `name`'s. */
function namesApartFrom(name: string, count: number): string[] {
  const used = new Set([seriesColorSlot(name, size)]);
  const found: string[] = [];
  for (let i = 0; found.length < count; i += 1) {
    const candidate = `Series ${i}`;
    const slot = seriesColorSlot(candidate, size);
    if (!used.has(slot)) {
      used.add(slot);
      found.push(candidate);
    }
  }
  return found;
}

describe('seriesColors', () => {
  it('gives a name the same colour whatever its rank and whatever the other names', () => {
    const others = namesApartFrom('Android', 5);
    const alone = seriesColors(['Android'], colors).get('Android');
    expect(alone).toBe(colors[seriesColorSlot('Android', size)]);
    // First, last, with other companions: always the same colour.
    expect(seriesColors(['Android', ...others], colors).get('Android')).toBe(alone);
    expect(seriesColors([...others].reverse().concat('Android'), colors).get('Android')).toBe(alone);
    expect(seriesColors([others[2]!, 'Android', others[0]!], colors).get('Android')).toBe(alone);
    // And the companions keep theirs too.
    for (const name of others) {
      expect(seriesColors([name, 'Android'], colors).get(name)).toBe(seriesColors([name], colors).get(name));
    }
  });

  it('does not depend on the order of the series (rank changes between loads)', () => {
    const names = ['Android', 'iOS', 'Roku', 'Tizen', 'Web', 'Xbox', 'PlayStation', 'Fire TV'];
    const first = seriesColors(names, colors);
    const shuffled = seriesColors([...names].reverse(), colors);
    for (const name of names) expect(shuffled.get(name)).toBe(first.get(name));
  });

  it('gives different names of one chart different colours, colliding ones included', () => {
    // Find two names wanting the same slot.
    const bySlot = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i += 1) {
      const name = `page-${i}`;
      const slot = seriesColorSlot(name, size);
      const other = bySlot.get(slot);
      if (other) pair = [other, name];
      else bySlot.set(slot, name);
    }
    const assigned = seriesColors(pair, colors);
    expect(assigned.get(pair[0])).not.toBe(assigned.get(pair[1]));
    // The alphabetically first keeps the colour its name asks for.
    const [first] = [...pair].sort();
    expect(assigned.get(first!)).toBe(colors[seriesColorSlot(first!, size)]);

    const many = Array.from({ length: size }, (_, i) => `API ${i}`);
    expect(new Set(seriesColors(many, colors).values()).size).toBe(size);
  });

  it('reuses colours only once the palette is used up', () => {
    const names = Array.from({ length: size + 3 }, (_, i) => `name ${i}`);
    const assigned = seriesColors(names, colors);
    expect(assigned.size).toBe(size + 3);
    expect(new Set(assigned.values()).size).toBe(size);
  });
});

describe('colorFaded', () => {
  it('turns a hex colour into a paler rgba one', () => {
    expect(colorFaded('#1d4ed8', 0.5)).toBe('rgba(29, 78, 216, 0.5)');
    expect(colorFaded('red')).toBe('red');
  });
});
