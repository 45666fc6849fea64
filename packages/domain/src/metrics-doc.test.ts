import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { metricsDocument } from './metrics-doc';
import { METRICS } from './metrics';

describe('docs/metrics.md', () => {
  it('is the document the catalogue writes (run `npx tsx scripts/metrics-doc.ts` after changing it)', () => {
    const stored = fs.readFileSync(new URL('../../../docs/metrics.md', import.meta.url), 'utf8');
    expect(stored).toBe(metricsDocument());
  });

  it('documents every metric with a definition and an example query', () => {
    const text = metricsDocument();
    for (const metric of METRICS) {
      expect(text).toContain(`### \`${metric.id}\`: ${metric.label}`);
      expect(text).toContain(`metric=${encodeURIComponent(metric.id)}`);
    }
  });
});
