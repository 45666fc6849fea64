import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { trainClassifier, type TextClassifier } from '@prism/server/src/modules/voc/model/classifier';
import { loadFeedbackCorpus, type CorpusExample } from './voc-corpus';

/**
 * Our trained-category classifier beside scikit-learn's TF-IDF + LinearSVC on the same fixed split
 * of the feedback corpus (voc-corpus.ts): macro-F1, accuracy, training time, predictions per
 * second, then training time on 10,000 examples. Run with `npx tsx src/voc-model-compare.ts` from
 * bench/; the reference needs Debian's python3-sklearn at /usr/bin/python3.
 */

const PYTHON = '/usr/bin/python3';
const REFERENCE = fileURLToPath(new URL('../python/sklearn_reference.py', import.meta.url));
const LARGE_TRAINING_SIZE = 10_000;

interface ReferenceResult {
  macroF1: number;
  accuracy: number;
  trainSeconds: number;
  predictPerSecond: number;
  predictOnePerSecond: number;
  sklearn: string;
}

interface Scores {
  macroF1: number;
  accuracy: number;
}

/** Macro-F1 as sklearn's `f1_score(average='macro')` computes it: over every label true or predicted. */
function scoresOf(truth: readonly string[], predicted: readonly string[]): Scores {
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

async function referenceRun(
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

async function timedTraining(
  train: readonly CorpusExample[],
): Promise<{ model: TextClassifier; seconds: number; loopDelayMaxMs: number }> {
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const started = performance.now();
  const model = await trainClassifier(
    train.map((example) => ({ text: example.text, labels: [example.category] })),
  );
  const seconds = (performance.now() - started) / 1000;
  loopDelay.disable();
  return { model, seconds, loopDelayMaxMs: loopDelay.max / 1e6 };
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Distinct training texts: corpus sentences repeated, each copy ending in its own number spelt out ("four two seven"). */
function largeTrainingSet(examples: readonly CorpusExample[], size: number): CorpusExample[] {
  return Array.from({ length: size }, (_, i) => {
    const example = examples[i % examples.length]!;
    const number = [...String(i)].map((digit) => NUMBER_WORDS[Number(digit)]).join(' ');
    return { text: `${example.text} ${number}`, category: example.category };
  });
}

const format = (value: number, digits = 4) => value.toFixed(digits);

async function main(): Promise<void> {
  const corpus = loadFeedbackCorpus();
  console.log(`${corpus.name}: ${corpus.train.length} train, ${corpus.test.length} test`);

  const ours = await timedTraining(corpus.train);
  const truth = corpus.test.map((example) => example.category);
  const started = performance.now();
  const predicted = corpus.test.map((example) => ours.model.predict(example.text)[0]!.label);
  const predictPerSecond = corpus.test.length / ((performance.now() - started) / 1000);
  const scores = scoresOf(truth, predicted);
  const reference = await referenceRun(corpus.train, corpus.test);

  console.log('');
  console.log(`                      ours      sklearn ${reference.sklearn}`);
  console.log(`macro-F1              ${format(scores.macroF1)}    ${format(reference.macroF1)}`);
  console.log(`accuracy              ${format(scores.accuracy)}    ${format(reference.accuracy)}`);
  console.log(`training (s)          ${format(ours.seconds, 2)}      ${format(reference.trainSeconds, 2)}`);
  console.log(
    `predictions/s         ${Math.round(predictPerSecond)}      ${Math.round(reference.predictOnePerSecond)} one per call, ${Math.round(reference.predictPerSecond)} batched`,
  );
  console.log(`event loop delay max  ${format(ours.loopDelayMaxMs, 1)} ms during our training`);
  console.log(
    '(ours: training includes the provisional model fitted for calibration; predictions one per call)',
  );

  const large = largeTrainingSet([...corpus.train, ...corpus.test], LARGE_TRAINING_SIZE);
  const oursLarge = await timedTraining(large);
  const referenceLarge = await referenceRun(large, corpus.test);
  console.log('');
  console.log(
    `training on ${LARGE_TRAINING_SIZE} examples: ours ${format(oursLarge.seconds, 2)} s ` +
      `(event loop delay max ${format(oursLarge.loopDelayMaxMs, 1)} ms), sklearn ${format(referenceLarge.trainSeconds, 2)} s`,
  );
}

await main();
