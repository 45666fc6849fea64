import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CorpusExample } from './voc-corpus';

/**
 * What the trained-category benchmarks share: scikit-learn's reference run on a split (Debian's
 * python3-sklearn at /usr/bin/python3), macro-F1 computed as scikit-learn computes it, and a
 * larger training set for timing.
 */

const PYTHON = '/usr/bin/python3';
const REFERENCE = fileURLToPath(new URL('../python/sklearn_reference.py', import.meta.url));

export interface ReferenceResult {
  macroF1: number;
  accuracy: number;
  trainSeconds: number;
  predictPerSecond: number;
  predictOnePerSecond: number;
  sklearn: string;
}

export interface Scores {
  macroF1: number;
  accuracy: number;
}

/** Macro-F1 as sklearn's `f1_score(average='macro')` computes it: over every label true or predicted. */
export function scoresOf(truth: readonly string[], predicted: readonly string[]): Scores {
  const labels = [...new Set([...truth, ...predicted])];
  const f1s = labels.map((label) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    truth.forEach((actual, i) => {
      if (predicted[i] === label && actual === label) tp++;
      else if (predicted[i] === label) fp++;
      else if (actual === label) fn++;
    });
    return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  });
  const correct = truth.filter((actual, i) => predicted[i] === actual).length;
  return { macroF1: f1s.reduce((sum, f1) => sum + f1, 0) / labels.length, accuracy: correct / truth.length };
}

export async function referenceRun(
  train: readonly CorpusExample[],
  test: readonly CorpusExample[],
): Promise<ReferenceResult> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'voc-model-compare-'));
  try {
    const file = path.join(folder, 'split.json');
    await fs.writeFile(file, JSON.stringify({ train, test }));
    const { stdout } = await promisify(execFile)(PYTHON, [REFERENCE, file], { maxBuffer: 1 << 20 });
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as ReferenceResult;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Distinct training texts: corpus sentences repeated, each copy ending in its own number spelt out ("four two seven"). */
export function largeTrainingSet(examples: readonly CorpusExample[], size: number): CorpusExample[] {
  return Array.from({ length: size }, (_, i) => {
    const example = examples[i % examples.length]!;
    const number = [...String(i)].map((digit) => NUMBER_WORDS[Number(digit)]).join(' ');
    return { text: `${example.text} ${number}`, category: example.category };
  });
}
