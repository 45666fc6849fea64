import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { z } from 'zod';
import { linearSvmScores, linearSvmTrain, pacerCreate, type LinearSvm } from './linear-svm';
import {
  textFeaturesDimension,
  textFeaturesFit,
  textFeaturesTransform,
  type Pacer,
  type TextFeatures,
} from './text-features';

/**
 * The Voice of Customer "trained categories" classifier: TF-IDF word and character n-grams
 * (`text-features.ts`) and one-vs-rest linear SVMs (`linear-svm.ts`), the pipeline scikit-learn
 * users know as `make_union(TfidfVectorizer, TfidfVectorizer(analyzer='char_wb'))` + `LinearSVC()`,
 * run in-process. Decision values become probabilities through one shared Platt sigmoid, fitted on
 * examples the calibrating model did not see.
 */

export interface TrainingExample {
  text: string;
  /** Category ids, at least one. */
  labels: readonly string[];
}

export interface TrainOptions {
  seed?: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void | Promise<void>;
}

export interface CategoryMetrics {
  category: string;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface ModelEvaluation {
  /** Share of test examples whose predicted label set equals the true set (top-1 accuracy for single-label data). */
  accuracy: number;
  /** Unweighted mean of the per-category F1 over categories with support > 0 in the test part. */
  macroF1: number;
  perCategory: CategoryMetrics[];
  trainCount: number;
  testCount: number;
  /** Some example has more than one label. */
  multiLabel: boolean;
}

export interface Prediction {
  label: string;
  /** Calibrated probability, 0..1. */
  score: number;
}

export interface TextClassifier {
  readonly labels: readonly string[];
  /** Some training example had more than one label, so `predictSet` may answer several. */
  readonly multiLabel: boolean;
  /** Number of examples the model was trained on. */
  readonly trainCount: number;
  /** Every label with its calibrated probability, best first. */
  predict(text: string): Prediction[];
  /** The predicted label set: top-1 always; for a multi-label model also every other label with probability ≥ 0.5. */
  predictSet(text: string): string[];
  serialize(): Uint8Array;
}

const SEED_DEFAULT = 0x5eed;
const TEST_SHARE = 0.2;
/** Share of the training part held out to fit the calibration sigmoid. */
const CALIBRATION_SHARE = 0.2;
const MULTI_LABEL_THRESHOLD = 0.5;
/**
 * The calibration slope is kept positive so probabilities rank labels as decision values do; when
 * held-out scores carry no signal (random labels) Platt's fit would otherwise flip or flatten it.
 */
const CALIBRATION_SLOPE_MIN = 1e-3;

/** Progress shares of the three phases of `trainClassifier`. */
const PROGRESS_CALIBRATION_MODEL = 0.4;
const PROGRESS_FINAL_START = 0.45;

interface Calibration {
  a: number;
  b: number;
}

interface ModelParts {
  labels: string[];
  multiLabel: boolean;
  trainCount: number;
  features: TextFeatures;
  svm: LinearSvm;
  calibration: Calibration;
}

/** The key duplicates share: lower-cased, whitespace collapsed. */
function textNormalise(text: string): string {
  return text.toLowerCase().replace(/\s+/gu, ' ').trim();
}

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

function classifierOf(parts: ModelParts): TextClassifier {
  const { labels, multiLabel, features, svm, calibration } = parts;
  const scores = new Float64Array(labels.length);
  const predict = (text: string): Prediction[] => {
    linearSvmScores(svm, textFeaturesTransform(features, text), scores);
    // Ranked by decision value: the sigmoid keeps that order but can round two large values to 1.
    return labels
      .map((label, k) => ({ label, decision: scores[k]! }))
      .sort((x, y) => y.decision - x.decision)
      .map(({ label, decision }) => ({ label, score: sigmoid(calibration.a * decision + calibration.b) }));
  };
  return {
    labels,
    multiLabel,
    trainCount: parts.trainCount,
    predict,
    predictSet: (text) => {
      const [best, ...others] = predict(text);
      if (!best) return [];
      if (!multiLabel) return [best.label];
      return [best.label, ...others.filter((p) => p.score >= MULTI_LABEL_THRESHOLD).map((p) => p.label)];
    },
    serialize: () => modelSerialize(parts),
  };
}

function examplesCheck(examples: readonly TrainingExample[]): void {
  if (examples.length === 0) throw new Error('Training needs at least one example.');
  examples.forEach((example, i) => {
    if (example.labels.length === 0) throw new Error(`Training example ${i} has no label.`);
  });
}

/** Fits features and SVMs on the examples; progress from `progressStart` to `progressEnd`. */
async function partsFit(
  examples: readonly TrainingExample[],
  labels: readonly string[],
  seed: number,
  pacer: Pacer,
  progress: (fraction: number) => Promise<void>,
  progressStart: number,
  progressEnd: number,
): Promise<{ features: TextFeatures; svm: LinearSvm }> {
  const { features, vectors } = await textFeaturesFit(
    examples.map((example) => example.text),
    pacer,
  );
  const featuresShare = 0.1;
  const span = progressEnd - progressStart;
  await progress(progressStart + span * featuresShare);
  const classOf = new Map(labels.map((label, k) => [label, k]));
  const svm = await linearSvmTrain(
    vectors,
    examples.map((example) => example.labels.map((label) => classOf.get(label)!)),
    labels.length,
    textFeaturesDimension(features),
    {
      seed,
      pacer,
      onProgress: (fraction) =>
        progress(progressStart + span * (featuresShare + (1 - featuresShare) * fraction)),
    },
  );
  return { features, svm };
}

export async function trainClassifier(
  examples: readonly TrainingExample[],
  options: TrainOptions = {},
): Promise<TextClassifier> {
  examplesCheck(examples);
  options.signal?.throwIfAborted();
  const seed = options.seed ?? SEED_DEFAULT;
  const pacer = pacerCreate(options.signal);
  // Between phases too, so a cancelled small training (which may never need to pause) stops as well.
  const progress = async (fraction: number) => {
    await options.onProgress?.(fraction);
    options.signal?.throwIfAborted();
  };
  const labels = [...new Set(examples.flatMap((example) => example.labels))].sort();

  const calibrationSplit = examplesSplit(
    examples,
    await textKeys(examples, pacer),
    CALIBRATION_SHARE,
    seed ^ 0x0ca1,
  );
  // With no example to hold out (every label seen once), the decision value's own logistic.
  let calibration: Calibration = { a: 1, b: 0 };
  if (calibrationSplit.test.length > 0) {
    const provisional = await partsFit(
      calibrationSplit.train,
      labels,
      seed ^ 0x0ca1,
      pacer,
      progress,
      0,
      PROGRESS_CALIBRATION_MODEL,
    );
    calibration = await calibrationFit(provisional, labels, calibrationSplit.test, pacer);
  }
  await progress(PROGRESS_FINAL_START);
  const final = await partsFit(examples, labels, seed, pacer, progress, PROGRESS_FINAL_START, 1);
  const classifier = classifierOf({
    labels,
    multiLabel: examples.some((example) => example.labels.length > 1),
    trainCount: examples.length,
    ...final,
    calibration,
  });
  await progress(1);
  return classifier;
}

/** Decision values of the held-out examples under the provisional model, every (example, class) pair. */
async function calibrationFit(
  provisional: { features: TextFeatures; svm: LinearSvm },
  labels: readonly string[],
  held: readonly TrainingExample[],
  pacer: Pacer,
): Promise<Calibration> {
  const classes = labels.length;
  const decisions = new Float64Array(held.length * classes);
  const targets = new Uint8Array(held.length * classes);
  const scores = new Float64Array(classes);
  for (const [i, example] of held.entries()) {
    if (pacer.due()) await pacer.pause();
    linearSvmScores(provisional.svm, textFeaturesTransform(provisional.features, example.text), scores);
    labels.forEach((label, k) => {
      decisions[i * classes + k] = scores[k]!;
      targets[i * classes + k] = example.labels.includes(label) ? 1 : 0;
    });
  }
  return plattFit(decisions, targets, pacer);
}

/**
 * Platt's sigmoid p = 1 / (1 + exp(-(a·f + b))) by Newton's method with backtracking on the
 * regularised targets (Platt 1999; the numerically careful version of Lin, Lin & Weng, "A note on
 * Platt's probabilistic outputs for support vector machines", 2007).
 */
async function plattFit(decisions: Float64Array, targets: Uint8Array, pacer?: Pacer): Promise<Calibration> {
  let positives = 0;
  for (const target of targets) positives += target;
  const negatives = targets.length - positives;
  const hiTarget = (positives + 1) / (positives + 2);
  const loTarget = 1 / (negatives + 2);
  const t = Float64Array.from(targets, (target) => (target ? hiTarget : loTarget));
  // Lin, Lin & Weng's parameters: P(positive) = 1 / (1 + exp(A·f + B)).
  let A = 0;
  let B = Math.log((negatives + 1) / (positives + 1));
  const objective = (a: number, b: number) => {
    let value = 0;
    for (let i = 0; i < decisions.length; i++) {
      const fApB = decisions[i]! * a + b;
      value +=
        fApB >= 0
          ? t[i]! * fApB + Math.log1p(Math.exp(-fApB))
          : (t[i]! - 1) * fApB + Math.log1p(Math.exp(fApB));
    }
    return value;
  };
  let value = objective(A, B);
  for (let iteration = 0; iteration < 100; iteration++) {
    if (pacer?.due()) await pacer.pause();
    let h11 = 1e-12;
    let h22 = 1e-12;
    let h21 = 0;
    let g1 = 0;
    let g2 = 0;
    for (let i = 0; i < decisions.length; i++) {
      const f = decisions[i]!;
      const fApB = f * A + B;
      const p = fApB >= 0 ? Math.exp(-fApB) / (1 + Math.exp(-fApB)) : 1 / (1 + Math.exp(fApB));
      const q = 1 - p;
      const d2 = p * q;
      h11 += f * f * d2;
      h22 += d2;
      h21 += f * d2;
      const d1 = t[i]! - p;
      g1 += f * d1;
      g2 += d1;
    }
    if (Math.abs(g1) < 1e-5 && Math.abs(g2) < 1e-5) break;
    const det = h11 * h22 - h21 * h21;
    const dA = -(h22 * g1 - h21 * g2) / det;
    const dB = -(-h21 * g1 + h11 * g2) / det;
    const gd = g1 * dA + g2 * dB;
    let step = 1;
    while (step >= 1e-10) {
      if (pacer?.due()) await pacer.pause();
      const newValue = objective(A + step * dA, B + step * dB);
      if (newValue < value + 1e-4 * step * gd) {
        A += step * dA;
        B += step * dB;
        value = newValue;
        break;
      }
      step /= 2;
    }
    if (step < 1e-10) break;
  }
  const a = -A;
  if (Number.isFinite(a) && Number.isFinite(B) && a >= CALIBRATION_SLOPE_MIN) return { a, b: -B };
  const base =
    hiTarget * (positives / Math.max(targets.length, 1)) +
    loTarget * (negatives / Math.max(targets.length, 1));
  return { a: CALIBRATION_SLOPE_MIN, b: Math.log(base / (1 - base)) };
}

/** The normalised text of each example, in slices: a few microseconds each, but there may be tens of thousands. */
async function textKeys(examples: readonly TrainingExample[], pacer: Pacer): Promise<string[]> {
  const keys: string[] = [];
  for (const example of examples) {
    if ((keys.length & 255) === 0 && pacer.due()) await pacer.pause();
    keys.push(textNormalise(example.text));
  }
  return keys;
}

/**
 * A stratified split by first label with a seeded shuffle. Examples with the same key (normalised
 * text) are kept on one side; each label whose examples fall in two or more such groups keeps at
 * least one group on each side, and a label with a single group stays on the training side. Both
 * sides keep the input order.
 */
function examplesSplit<T extends TrainingExample>(
  examples: readonly T[],
  keys: readonly string[],
  testShare: number,
  seed: number,
): { train: T[]; test: T[] } {
  const groups = new Map<string, number[]>();
  keys.forEach((key, i) => {
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const strata = new Map<string, number[][]>();
  for (const group of groups.values()) {
    const label = examples[group[0]!]!.labels[0]!;
    const stratum = strata.get(label);
    if (stratum) stratum.push(group);
    else strata.set(label, [group]);
  }
  const random = xoroshiro128plus(seed);
  const inTest = new Uint8Array(examples.length);
  for (const label of [...strata.keys()].sort()) {
    const stratum = strata.get(label)!;
    for (let i = stratum.length - 1; i > 0; i--) {
      const j = uniformInt(random, 0, i);
      [stratum[i], stratum[j]] = [stratum[j]!, stratum[i]!];
    }
    const testGroups =
      stratum.length < 2
        ? 0
        : Math.min(stratum.length - 1, Math.max(1, Math.round(stratum.length * testShare)));
    for (const group of stratum.slice(0, testGroups)) for (const i of group) inTest[i] = 1;
  }
  return {
    train: examples.filter((_, i) => !inTest[i]),
    test: examples.filter((_, i) => inTest[i]),
  };
}

/** One example per key (normalised text): the first one's text, the label sets of all its duplicates merged. */
function examplesDeduplicate(
  examples: readonly TrainingExample[],
  keys: readonly string[],
): { examples: TrainingExample[]; keys: string[] } {
  const merged = new Map<string, { text: string; labels: string[] }>();
  examples.forEach((example, i) => {
    const existing = merged.get(keys[i]!);
    if (!existing) merged.set(keys[i]!, { text: example.text, labels: [...new Set(example.labels)] });
    else
      for (const label of example.labels) if (!existing.labels.includes(label)) existing.labels.push(label);
  });
  return { examples: [...merged.values()], keys: [...merged.keys()] };
}

export async function trainAndEvaluate(
  examples: readonly TrainingExample[],
  options: TrainOptions = {},
): Promise<{
  model: TextClassifier;
  evaluation: ModelEvaluation;
  split: { train: TrainingExample[]; test: TrainingExample[] };
}> {
  examplesCheck(examples);
  options.signal?.throwIfAborted();
  const pacer = pacerCreate(options.signal);
  const unique = examplesDeduplicate(examples, await textKeys(examples, pacer));
  const split = examplesSplit(unique.examples, unique.keys, TEST_SHARE, options.seed ?? SEED_DEFAULT);
  const model = await trainClassifier(split.train, options);
  const predicted: string[][] = [];
  for (const example of split.test) {
    if (pacer.due()) await pacer.pause();
    predicted.push(model.predictSet(example.text));
  }
  return { model, evaluation: evaluationOf(model, split.test, predicted), split };
}

export function evaluate(model: TextClassifier, test: readonly TrainingExample[]): ModelEvaluation {
  return evaluationOf(
    model,
    test,
    test.map((example) => model.predictSet(example.text)),
  );
}

function evaluationOf(
  model: TextClassifier,
  test: readonly TrainingExample[],
  predictedSets: readonly (readonly string[])[],
): ModelEvaluation {
  const categories = [...new Set([...model.labels, ...test.flatMap((example) => example.labels)])];
  const counts = new Map(categories.map((category) => [category, { tp: 0, fp: 0, fn: 0 }]));
  let exact = 0;
  test.forEach((example, i) => {
    const truth = new Set(example.labels);
    const predicted = new Set(predictedSets[i]);
    if (truth.size === predicted.size && [...truth].every((label) => predicted.has(label))) exact++;
    for (const label of predicted) counts.get(label)![truth.has(label) ? 'tp' : 'fp']++;
    for (const label of truth) if (!predicted.has(label)) counts.get(label)!.fn++;
  });
  const perCategory = categories.map((category): CategoryMetrics => {
    const { tp, fp, fn } = counts.get(category)!;
    const precision = tp + fp > 0 ? tp / (tp + fp) : 0;
    const recall = tp + fn > 0 ? tp / (tp + fn) : 0;
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    return { category, precision, recall, f1, support: tp + fn };
  });
  const supported = perCategory.filter((metrics) => metrics.support > 0);
  return {
    accuracy: test.length > 0 ? exact / test.length : 0,
    macroF1: supported.length > 0 ? supported.reduce((sum, m) => sum + m.f1, 0) / supported.length : 0,
    perCategory,
    trainCount: model.trainCount,
    testCount: test.length,
    multiLabel: model.multiLabel || test.some((example) => example.labels.length > 1),
  };
}

/*
 * Serialised form: the 4 bytes "VOCM", the header's byte length (uint32, little-endian), the JSON
 * header, then little-endian sections in this order: word idf (float64 × wordTerms), character idf
 * (float64 × charTerms), weights (float32 × (wordTerms + charTerms + 1) × labels), and the
 * vocabulary as UTF-8: the word terms then the character terms in index order, joined by U+0000.
 */
const MAGIC = [0x56, 0x4f, 0x43, 0x4d];
const FORMAT_VERSION = 1;

const modelHeaderSchema = z.object({
  version: z.literal(FORMAT_VERSION),
  labels: z
    .array(z.string())
    .min(1)
    .refine((labels) => new Set(labels).size === labels.length, 'labels repeat'),
  multiLabel: z.boolean(),
  trainCount: z.number().int().nonnegative(),
  calibration: z.object({ a: z.number().positive(), b: z.number() }),
  wordTerms: z.number().int().nonnegative(),
  charTerms: z.number().int().nonnegative(),
  vocabularyBytes: z.number().int().nonnegative(),
});
type ModelHeader = z.infer<typeof modelHeaderSchema>;

function modelSerialize(parts: ModelParts): Uint8Array {
  const { features, svm } = parts;
  const wordTerms = [...features.wordVocabulary.keys()];
  const charTerms = [...features.charVocabulary.keys()];
  // Maps iterate in insertion order, which is index order for a fitted or loaded vocabulary.
  const vocabulary = new TextEncoder().encode([...wordTerms, ...charTerms].join('\u0000'));
  const header: ModelHeader = {
    version: FORMAT_VERSION,
    labels: parts.labels,
    multiLabel: parts.multiLabel,
    trainCount: parts.trainCount,
    calibration: parts.calibration,
    wordTerms: wordTerms.length,
    charTerms: charTerms.length,
    vocabularyBytes: vocabulary.length,
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const length =
    8 +
    headerBytes.length +
    8 * (wordTerms.length + charTerms.length) +
    4 * svm.weights.length +
    vocabulary.length;
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  view.setUint32(4, headerBytes.length, true);
  bytes.set(headerBytes, 8);
  let offset = 8 + headerBytes.length;
  for (const idf of [features.wordIdf, features.charIdf]) {
    for (const value of idf) {
      view.setFloat64(offset, value, true);
      offset += 8;
    }
  }
  for (const weight of svm.weights) {
    view.setFloat32(offset, weight, true);
    offset += 4;
  }
  bytes.set(vocabulary, offset);
  return bytes;
}

function notAModel(reason: string): Error {
  return new Error(`Not a VoC classifier model: ${reason}.`);
}

export function classifierLoad(bytes: Uint8Array): TextClassifier {
  if (bytes.length < 8 || MAGIC.some((byte, i) => bytes[i] !== byte)) throw notAModel('missing signature');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(4, true);
  if (8 + headerLength > bytes.length) throw notAModel('truncated header');
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(8, 8 + headerLength)));
  } catch {
    throw notAModel('unreadable header');
  }
  const parsed = modelHeaderSchema.safeParse(json);
  if (!parsed.success) throw notAModel(`bad header (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  const header = parsed.data;
  const classes = header.labels.length;
  const dimension = header.wordTerms + header.charTerms;
  const weightCount = (dimension + 1) * classes;
  let offset = 8 + headerLength;
  if (offset + 8 * dimension + 4 * weightCount + header.vocabularyBytes !== bytes.length) {
    throw notAModel('sizes do not match the header');
  }
  const readIdf = (count: number) => {
    const idf = new Float64Array(count);
    for (let i = 0; i < count; i++, offset += 8) idf[i] = view.getFloat64(offset, true);
    return idf;
  };
  const wordIdf = readIdf(header.wordTerms);
  const charIdf = readIdf(header.charTerms);
  const weights = new Float32Array(weightCount);
  for (let i = 0; i < weightCount; i++, offset += 4) weights[i] = view.getFloat32(offset, true);
  let terms: string[];
  try {
    terms = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(offset)).split('\u0000');
  } catch {
    throw notAModel('unreadable vocabulary');
  }
  if (dimension === 0) terms = [];
  if (terms.length !== dimension) throw notAModel('vocabulary size does not match the header');
  const wordVocabulary = new Map(terms.slice(0, header.wordTerms).map((term, i) => [term, i]));
  const charVocabulary = new Map(terms.slice(header.wordTerms).map((term, i) => [term, i]));
  if (wordVocabulary.size !== header.wordTerms || charVocabulary.size !== header.charTerms) {
    throw notAModel('vocabulary terms repeat');
  }
  return classifierOf({
    labels: header.labels,
    multiLabel: header.multiLabel,
    trainCount: header.trainCount,
    features: { wordVocabulary, charVocabulary, wordIdf, charIdf },
    svm: { classes, dimension, weights },
    calibration: header.calibration,
  });
}
