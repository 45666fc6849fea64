import { monitorEventLoopDelay } from 'node:perf_hooks';
import { trainClassifier, type TextClassifier } from '@prism/server/src/modules/voc/model/classifier';
import { loadFeedbackCorpus, type CorpusExample } from './voc-corpus';
import { largeTrainingSet, referenceRun, scoresOf } from './voc-reference';

/**
 * Our trained-category classifier beside scikit-learn's TF-IDF + LinearSVC on the same fixed split
 * of the feedback corpus (voc-corpus.ts): macro-F1, accuracy, training time, predictions per
 * second, then training time on 10,000 examples. Run with `npx tsx src/voc-model-compare.ts` from
 * bench/; the reference needs Debian's python3-sklearn at /usr/bin/python3.
 */

const LARGE_TRAINING_SIZE = 10_000;

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
