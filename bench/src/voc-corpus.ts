import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A labelled feedback corpus for the trained-category classifier: the UCI "Sentiment Labelled
 * Sentences" data set (Kotzias, Denil, de Freitas & Smyth, "From Group to Individual Labels using
 * Deep Features", KDD 2015): 1,000 Amazon product, 1,000 Yelp restaurant and 1,000 IMDb film review
 * sentences, each positive or negative, as the npm package `sentiment` ships them in its test
 * fixtures. Source and polarity make six categories, from "Product complaint" to "Film praise".
 *
 * The split is fixed so that every run, and the Python reference, reads the same one: within each
 * category the sentences are ordered by the 32-bit FNV-1a hash of their UTF-8 bytes (ties, which
 * are duplicated sentences, by the text itself), and the first 20 % of each category, rounded to
 * the nearest sentence, is the test part; the rest is the training part. Both parts keep that
 * order, categories in the order of `CATEGORIES`.
 */

export interface CorpusExample {
  text: string;
  category: string;
}

export interface FeedbackCorpus {
  name: string;
  train: CorpusExample[];
  test: CorpusExample[];
}

const SOURCES = [
  { file: 'amazon.json', complaint: 'Product complaint', praise: 'Product praise' },
  { file: 'yelp.json', complaint: 'Restaurant complaint', praise: 'Restaurant praise' },
  { file: 'imdb.json', complaint: 'Film complaint', praise: 'Film praise' },
] as const;

export const CATEGORIES = SOURCES.flatMap((source) => [source.complaint, source.praise]);
const TEST_SHARE = 0.2;

interface FixtureRow {
  text: string;
  /** 0 negative, 1 positive; null on one empty row per file. */
  class: 0 | 1 | null;
}

/** FNV-1a, 32 bits, over the UTF-8 bytes of the text. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash >>> 0;
}

function byHashThenText(a: CorpusExample, b: CorpusExample): number {
  return fnv1a32(a.text) - fnv1a32(b.text) || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
}

export function loadFeedbackCorpus(): FeedbackCorpus {
  const requireCjs = createRequire(import.meta.url);
  const fixtures = path.join(path.dirname(requireCjs.resolve('sentiment/package.json')), 'test', 'fixtures');
  const byCategory = new Map<string, CorpusExample[]>(CATEGORIES.map((category) => [category, []]));
  for (const source of SOURCES) {
    const rows = JSON.parse(fs.readFileSync(path.join(fixtures, source.file), 'utf8')) as FixtureRow[];
    for (const row of rows) {
      if (row.class === null) continue;
      const category = row.class === 1 ? source.praise : source.complaint;
      byCategory.get(category)!.push({ text: row.text, category });
    }
  }
  const train: CorpusExample[] = [];
  const test: CorpusExample[] = [];
  for (const examples of byCategory.values()) {
    const ordered = examples.slice().sort(byHashThenText);
    const testCount = Math.round(ordered.length * TEST_SHARE);
    test.push(...ordered.slice(0, testCount));
    train.push(...ordered.slice(testCount));
  }
  return { name: 'UCI Sentiment Labelled Sentences (Amazon, Yelp, IMDb × complaint/praise)', train, test };
}
