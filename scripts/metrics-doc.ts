/**
 * Writes docs/metrics.md from the metric catalogue (`packages/domain/src/metrics.ts`), so the
 * documentation lists exactly the metrics the engine answers. Run `npx tsx scripts/metrics-doc.ts`
 * after changing the catalogue; a domain test fails while the file is out of date.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { metricsDocument } from '../packages/domain/src/metrics-doc';

const target = fileURLToPath(new URL('../docs/metrics.md', import.meta.url));
fs.writeFileSync(target, metricsDocument());
console.log(`wrote ${target}`);
