import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import {
  classifierLoad,
  evaluate,
  trainAndEvaluate,
  trainClassifier,
  type TrainingExample,
} from './classifier';
import { textCharWbNgrams, textFeaturesFit, textWordNgrams } from './text-features';

const TOPIC_PHRASES: Record<string, string[]> = {
  billing: [
    'charged twice for my subscription',
    'the invoice shows a wrong amount',
    'refund still not received',
    'billing page overcharged me',
    'price went up without notice',
  ],
  login: [
    'cannot sign in with my password',
    'account locked after the reset',
    'two factor code never arrives',
    'login page rejects my email',
    'password reset link expired',
  ],
  playback: [
    'video keeps buffering on my tv',
    'playback stops after a minute',
    'stream quality drops to blurry',
    'audio out of sync with the picture',
    'movie freezes during playback',
  ],
};
const FILLERS = [
  'today',
  'again',
  'please help',
  'this is annoying',
  'since monday',
  'on my phone',
  'every evening',
  'for the third time',
];

/** Every phrase of every topic with the first `fillers` fillers: distinct single-label feedback. */
function topicExamples(fillers: readonly string[]): TrainingExample[] {
  return Object.entries(TOPIC_PHRASES).flatMap(([label, phrases]) =>
    phrases.flatMap((phrase) => fillers.map((filler) => ({ text: `${phrase} ${filler}`, labels: [label] }))),
  );
}

/** Word salad with labels drawn independently of the words: nothing to learn, so only a leak scores well. */
function randomLabelExamples(count: number, seed: number): TrainingExample[] {
  const random = xoroshiro128plus(seed);
  const words = Array.from({ length: 300 }, (_, i) => `w${i.toString(36)}x${(i * 7919).toString(36)}`);
  const labels = ['north', 'south', 'east', 'west'];
  return Array.from({ length: count }, () => ({
    text: Array.from({ length: 8 }, () => words[uniformInt(random, 0, words.length - 1)]).join(' '),
    labels: [labels[uniformInt(random, 0, labels.length - 1)]!],
  }));
}

describe('text features', () => {
  // Expected values computed with scikit-learn 1.2.1 (Debian python3-sklearn, /usr/bin/python3):
  // make_union(TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True),
  //            TfidfVectorizer(analyzer='char_wb', ngram_range=(2, 5), sublinear_tf=True))
  // fitted on these three texts; vocabulary_, idf_, build_analyzer() and the transformed rows.
  const texts = ['The app crashes!', 'The app crashed again, naïve café', 'É 😀 a  b_c'];

  it('cuts words and word pairs as sklearn does', () => {
    expect(textWordNgrams(texts[1]!)).toEqual([
      'the',
      'app',
      'crashed',
      'again',
      'naïve',
      'café',
      'the app',
      'app crashed',
      'crashed again',
      'again naïve',
      'naïve café',
    ]);
  });

  it('cuts char_wb n-grams as sklearn does, short words and astral characters included', () => {
    expect(textCharWbNgrams(texts[2]!).sort()).toEqual(
      [
        ' a',
        ' a ',
        ' b',
        ' b_',
        ' b_c',
        ' b_c ',
        ' é',
        ' é ',
        ' 😀',
        ' 😀 ',
        '_c',
        '_c ',
        'a ',
        'b_',
        'b_c',
        'b_c ',
        'c ',
        'é ',
        '😀 ',
      ].sort(),
    );
  });

  it('fits the vocabularies, idf and vectors sklearn fits', async () => {
    const { features, vectors } = await textFeaturesFit(texts);
    expect(Object.fromEntries(features.wordVocabulary)).toEqual({
      again: 0,
      'again naïve': 1,
      app: 2,
      'app crashed': 3,
      'app crashes': 4,
      b_c: 5,
      café: 6,
      crashed: 7,
      'crashed again': 8,
      crashes: 9,
      naïve: 10,
      'naïve café': 11,
      the: 12,
      'the app': 13,
    });
    const rare = 1.69314718056;
    const common = 1.287682072452;
    const wordIdf = [
      rare,
      rare,
      common,
      rare,
      rare,
      rare,
      rare,
      rare,
      rare,
      rare,
      rare,
      rare,
      common,
      common,
    ];
    [...features.wordIdf].forEach((idf, i) => expect(idf).toBeCloseTo(wordIdf[i]!, 11));

    expect(features.charVocabulary.size).toBe(125);
    const charTerms = [...features.charVocabulary.keys()];
    expect(charTerms.slice(0, 8)).toEqual([' a', ' a ', ' ag', ' aga', ' agai', ' ap', ' app', ' app ']);
    // Code-point order, as Python sorts: the astral emoji after 'ï' and 'é'.
    expect(charTerms.slice(-6)).toEqual(['ve ', 'é ', 'ïv', 'ïve', 'ïve ', '😀 ']);
    expect(features.charVocabulary.get('app ')).toBe(49);
    expect(features.charVocabulary.get(' 😀 ')).toBe(30);
    expect(features.charIdf[features.charVocabulary.get(' app')!]).toBeCloseTo(1.2876820724517808, 14);
    expect(features.charIdf[features.charVocabulary.get(' a ')!]).toBeCloseTo(1.6931471805599454, 14);

    const first = vectors[0]!;
    expect(first.indices.length).toBe(54);
    const wordBlock = Object.fromEntries(
      [...first.indices].flatMap((index, i) =>
        index < 14 ? [[termOf(features.wordVocabulary, index), first.values[i]!]] : [],
      ),
    );
    expect(Object.keys(wordBlock).sort()).toEqual(['app', 'app crashes', 'crashes', 'the', 'the app']);
    expect(wordBlock['app crashes']).toBeCloseTo(0.517419943932, 11);
    expect(wordBlock['the app']).toBeCloseTo(0.393511204094, 11);
    // Each block has unit length, so the row's squared norm is 2.
    expect(first.values.reduce((sum, value) => sum + value * value, 0)).toBeCloseTo(2, 12);
    expect([...first.indices]).toEqual([...first.indices].sort((a, b) => a - b));
  });
});

function termOf(vocabulary: Map<string, number>, index: number): string {
  return [...vocabulary].find(([, i]) => i === index)![0];
}

describe('trainClassifier', () => {
  it('separates feedback topics it has not seen phrased that way', async () => {
    const model = await trainClassifier(topicExamples(FILLERS.slice(0, 6)));
    const unseen = topicExamples(FILLERS.slice(6));
    expect(evaluate(model, unseen).accuracy).toBeGreaterThanOrEqual(0.9);
    expect(model.predict('my card was charged twice and no refund')[0]!.label).toBe('billing');
    expect(model.predict('the movie keeps buffering')[0]!.label).toBe('playback');
  });

  it('gives every label a probability in [0, 1], best first', async () => {
    const model = await trainClassifier(topicExamples(FILLERS));
    for (const text of ['password reset link expired', 'completely unrelated words here', '']) {
      const predictions = model.predict(text);
      expect(predictions.map((p) => p.label).sort()).toEqual(['billing', 'login', 'playback']);
      for (const { score } of predictions) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }
      const scores = predictions.map((p) => p.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    expect(model.predict('password reset link expired')[0]!.score).toBeGreaterThan(0.5);
    expect(model.predictSet('password reset link expired')).toEqual(['login']);
  });

  it('is deterministic for a seed', async () => {
    const examples = topicExamples(FILLERS);
    const first = await trainClassifier(examples, { seed: 7 });
    const second = await trainClassifier(examples, { seed: 7 });
    expect(Buffer.from(second.serialize()).equals(Buffer.from(first.serialize()))).toBe(true);
  });

  it('loads what it serialised and predicts the same', async () => {
    const model = await trainClassifier(topicExamples(FILLERS));
    const bytes = model.serialize();
    const loaded = classifierLoad(bytes);
    expect(loaded.labels).toEqual(model.labels);
    for (const text of ['video keeps buffering', 'refund please', 'naïve café 😀', '']) {
      expect(loaded.predict(text)).toEqual(model.predict(text));
    }
    expect(Buffer.from(loaded.serialize()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('rejects bytes that are not a model', async () => {
    const bytes = (await trainClassifier(topicExamples(FILLERS.slice(0, 2)))).serialize();
    expect(() => classifierLoad(new TextEncoder().encode('hello world'))).toThrow(
      /Not a VoC classifier model/,
    );
    expect(() => classifierLoad(bytes.subarray(0, bytes.length - 1))).toThrow(/Not a VoC classifier model/);
    const tampered = bytes.slice();
    tampered[9] = 0x7b; // breaks the JSON header
    expect(() => classifierLoad(tampered)).toThrow(/Not a VoC classifier model/);
    expect(() => classifierLoad(new Uint8Array())).toThrow(/Not a VoC classifier model/);
  });

  it('stops with the signal’s reason when aborted, and reports progress up to 1', async () => {
    const examples = topicExamples(FILLERS);
    const controller = new AbortController();
    const reason = new Error('training cancelled');
    const training = trainClassifier(examples, {
      signal: controller.signal,
      onProgress: () => controller.abort(reason),
    });
    await expect(training).rejects.toBe(reason);
    await expect(trainClassifier(examples, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);

    const fractions: number[] = [];
    await trainClassifier(examples, { onProgress: async (fraction) => void fractions.push(fraction) });
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it('gives the event loop back while it trains', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    await trainClassifier(randomLabelExamples(1500, 3));
    clearInterval(timer);
    const elapsedMs = performance.now() - started;
    // Far more turns than a blocking run (one, at the end) would allow.
    expect(ticks).toBeGreaterThan(Math.min(10, elapsedMs / 50));
  });

  it('predicts label sets for multi-label categories', async () => {
    const single = topicExamples(FILLERS);
    const both = TOPIC_PHRASES.billing!.flatMap((billing, i) =>
      FILLERS.slice(0, 4).map((filler, j) => ({
        text: `${billing} and ${TOPIC_PHRASES.login![(i + j) % 5]} ${filler}`,
        labels: ['billing', 'login'],
      })),
    );
    const model = await trainClassifier([...single, ...both]);
    expect(model.multiLabel).toBe(true);
    expect(model.predictSet('refund still not received and password reset link expired').sort()).toEqual([
      'billing',
      'login',
    ]);
    expect(model.predictSet('movie freezes during playback')).toEqual(['playback']);
  });
});

describe('trainAndEvaluate', () => {
  it('scores random labels near chance, which training rows leaking into the test part would not', async () => {
    const examples = randomLabelExamples(500, 11);
    const { model, evaluation, split } = await trainAndEvaluate(examples);
    expect(evaluation.testCount).toBe(split.test.length);
    expect(evaluation.trainCount).toBe(split.train.length);
    expect(evaluation.accuracy).toBeLessThan(0.5);
    expect(evaluation.macroF1).toBeLessThan(0.5);
    // The same model on rows it trained on: what a leak would have reported.
    expect(evaluate(model, split.train).accuracy).toBeGreaterThan(0.9);
  });

  it('splits 80/20 by first label and never across duplicated texts', async () => {
    const examples: TrainingExample[] = [
      ...topicExamples(FILLERS),
      { text: 'REFUND still not received   today', labels: ['login'] },
      { text: '  refund still NOT received today', labels: ['billing'] },
      { text: 'a lonely category', labels: ['solo'] },
    ];
    const { split, evaluation } = await trainAndEvaluate(examples);
    const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
    const trainTexts = split.train.map((example) => normalise(example.text));
    const testTexts = split.test.map((example) => normalise(example.text));
    expect(new Set([...trainTexts, ...testTexts]).size).toBe(trainTexts.length + testTexts.length);
    expect(trainTexts.length + testTexts.length).toBe(120 + 1);
    const merged = [...split.train, ...split.test].find(
      (e) => normalise(e.text) === 'refund still not received today',
    );
    expect(merged?.labels).toEqual(['billing', 'login']);
    for (const label of ['billing', 'login', 'playback']) {
      expect(split.test.filter((e) => e.labels[0] === label)).toHaveLength(8);
      expect(split.train.filter((e) => e.labels[0] === label)).toHaveLength(32);
    }
    expect(split.train.some((e) => e.labels[0] === 'solo')).toBe(true);
    expect(evaluation.multiLabel).toBe(true);
    expect(evaluation.perCategory.find((m) => m.category === 'solo')?.support).toBe(0);
  });

  it('is deterministic for a seed', async () => {
    const examples = randomLabelExamples(200, 5);
    const first = await trainAndEvaluate(examples, { seed: 3 });
    const second = await trainAndEvaluate(examples, { seed: 3 });
    expect(second.split).toEqual(first.split);
    expect(second.evaluation).toEqual(first.evaluation);
  });
});
