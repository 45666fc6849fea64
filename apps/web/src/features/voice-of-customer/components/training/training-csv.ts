import { TRAINING_CSV_HEADER, TRAINING_CSV_MAX_BYTES } from '@prism/domain';
import Papa from 'papaparse';
import { byteSizeFormat } from './training-format';

/**
 * What the import dialog can tell about a training CSV before sending it: too large or empty, a
 * wrong header, and its first records to look at. The server reads the whole file again and is
 * the judge of every line (categories, lengths); this only spares a round trip for the obvious.
 */

/** Records the preview shows under the header. */
export const TRAINING_CSV_PREVIEW_ROWS = 5;

const EXPECTED_HEADER = TRAINING_CSV_HEADER.join(',');

/** Why a chosen file cannot be sent at all, or null. */
export function trainingFileProblem(file: Pick<File, 'size'>): string | null {
  if (file.size === 0) return 'The file is empty.';
  if (file.size > TRAINING_CSV_MAX_BYTES) {
    return `The file is ${byteSizeFormat(file.size)}; an import takes up to ${byteSizeFormat(TRAINING_CSV_MAX_BYTES)}.`;
  }
  return null;
}

export interface TrainingCsvPreview {
  header: string[];
  rows: string[][];
  /** The header is not `value,category`: said as the server would say it. */
  problem: string | null;
}

/** The header and first records of a training CSV (quoted cells, commas and line breaks inside them). */
export function trainingCsvPreview(text: string, rows = TRAINING_CSV_PREVIEW_ROWS): TrainingCsvPreview {
  // Papa's own `preview` counts blank lines too: records are taken one by one until there are enough.
  const taken: string[][] = [];
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      taken.push(result.data);
      if (taken.length > rows) parser.abort();
    },
  });
  const [header = [], ...records] = taken;
  const headerOk = header.map((cell) => cell.trim().toLowerCase()).join(',') === EXPECTED_HEADER;
  return {
    header,
    rows: records,
    problem: headerOk ? null : `line 1: the header must be "${EXPECTED_HEADER}"`,
  };
}
