import { describe, expect, it } from 'vitest';
import { metricSankeyOf } from './metrics.sankey';

const pair = (step: number, from: string, to: string, value: number) => ({ step, from, to, value });

describe('metricSankeyOf', () => {
  it('builds a node per page and step and a link per pair, biggest first', () => {
    const sankey = metricSankeyOf([pair(1, 'Home', 'Guide', 9), pair(2, 'Guide', 'Player', 5)]);
    expect(sankey.nodes).toEqual([
      { id: '1:Home', name: 'Home', step: 1 },
      { id: '2:Guide', name: 'Guide', step: 2 },
      { id: '3:Player', name: 'Player', step: 3 },
    ]);
    expect(sankey.links).toEqual([
      { source: '1:Home', target: '2:Guide', value: 9 },
      { source: '2:Guide', target: '3:Player', value: 5 },
    ]);
  });

  it('drops the pairs that start at a page nothing flows into, and what only they led to', () => {
    // The limit kept Settings → Search at step 2 (and Search → Player at 3), but no step-1 pair into Settings.
    const sankey = metricSankeyOf([
      pair(1, 'Home', 'Guide', 9),
      pair(2, 'Settings', 'Search', 7),
      pair(2, 'Guide', 'Player', 5),
      pair(3, 'Search', 'Player', 4),
      pair(3, 'Player', 'Home', 2),
    ]);
    expect(sankey.links).toEqual([
      { source: '1:Home', target: '2:Guide', value: 9 },
      { source: '2:Guide', target: '3:Player', value: 5 },
      { source: '3:Player', target: '4:Home', value: 2 },
    ]);
    const targets = new Set(sankey.links.map((link) => link.target));
    for (const node of sankey.nodes) {
      if (node.step > 1) expect(targets.has(node.id), node.id).toBe(true);
    }
    expect(sankey.nodes.map((node) => node.id)).not.toContain('2:Settings');
  });

  it('has no nodes and no links for no pairs', () => {
    expect(metricSankeyOf([])).toEqual({ nodes: [], links: [] });
  });
});
