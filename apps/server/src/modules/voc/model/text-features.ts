/**
 * The text features of the trained-category classifier: scikit-learn's
 * `make_union(TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True),
 * TfidfVectorizer(analyzer='char_wb', ngram_range=(2, 5), sublinear_tf=True))` reproduced term for
 * term (sklearn 1.2, `sklearn/feature_extraction/text.py`), so that a model trained here scores
 * like the Python reference it is benchmarked against.
 *
 * Two blocks, each with its own vocabulary and idf, each L2-normalised on its own and then laid
 * side by side: word unigrams and bigrams first, character n-grams after them.
 */

/** A sparse row: `indices` strictly increasing, `values[i]` the value at `indices[i]`. */
export interface SparseVector {
  indices: Int32Array;
  values: Float64Array;
}

/**
 * Cooperative scheduling for long loops inside the server process: `due()` is cheap and says
 * whether the loop has held the event loop long enough, `pause()` gives it back (and throws when
 * the work was cancelled).
 */
export interface Pacer {
  due(): boolean;
  pause(): Promise<void>;
}

export interface TextFeatures {
  /** Term → index within the word block, in code-point order of the terms, as sklearn numbers them. */
  wordVocabulary: Map<string, number>;
  /** Term → index within the character block (offset by the word block's size in a vector). */
  charVocabulary: Map<string, number>;
  wordIdf: Float64Array;
  charIdf: Float64Array;
}

const WORD_NGRAM_MAX = 2;
const CHAR_NGRAM_MIN = 2;
const CHAR_NGRAM_MAX = 5;

/**
 * sklearn's default `token_pattern`, `(?u)\b\w\w+\b`: Python's Unicode `\w` is a letter, a number
 * or `_` (combining marks are not word characters there). JavaScript's `\b` and `\w` are ASCII-only
 * even with the `u` flag, so the pattern is spelt out; a greedy run of two or more word characters
 * found left to right is exactly a maximal run, which is what the `\b`s ask for.
 */
const WORD_TOKEN = /[\p{L}\p{N}_]{2,}/gu;

/**
 * The characters Python's `str.split()` splits on (`str.isspace()`), which `char_wb` uses: more
 * than JavaScript's `\s`, the information separators U+001C to U+001F and U+0085 among them.
 */
// eslint-disable-next-line no-control-regex -- those separators are control characters
const PYTHON_WHITESPACE = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;

const SURROGATE = /[\ud800-\udfff]/;

/** Lower-cased word tokens, as sklearn's default tokenizer gives them. */
export function textWordTokens(text: string): string[] {
  return text.toLowerCase().match(WORD_TOKEN) ?? [];
}

function wordNgramsEach(text: string, emit: (term: string) => void): void {
  const tokens = textWordTokens(text);
  for (const token of tokens) emit(token);
  for (let n = 2; n <= WORD_NGRAM_MAX; n++) {
    for (let i = 0; i + n <= tokens.length; i++) emit(tokens.slice(i, i + n).join(' '));
  }
}

/**
 * sklearn's `_char_wb_ngrams`: each whitespace-separated word padded with one space either side,
 * n-grams taken inside the padded word only. A padded word no longer than n is one n-gram of its
 * own and ends the loop over n (so "a" gives " a", "a " and " a ", nothing longer). Python slices
 * by code point; UTF-16 slicing is the same unless the word holds a surrogate pair.
 */
function charWbNgramsEach(text: string, emit: (term: string) => void): void {
  for (const word of text.toLowerCase().split(PYTHON_WHITESPACE)) {
    if (word === '') continue;
    const padded = ` ${word} `;
    if (SURROGATE.test(padded)) {
      const chars = Array.from(padded);
      for (let n = CHAR_NGRAM_MIN; n <= CHAR_NGRAM_MAX; n++) {
        if (n >= chars.length) {
          emit(padded);
          break;
        }
        for (let i = 0; i + n <= chars.length; i++) emit(chars.slice(i, i + n).join(''));
      }
      continue;
    }
    const length = padded.length;
    for (let n = CHAR_NGRAM_MIN; n <= CHAR_NGRAM_MAX; n++) {
      if (n >= length) {
        emit(padded);
        break;
      }
      for (let i = 0; i + n <= length; i++) emit(padded.slice(i, i + n));
    }
  }
}

/** Word unigrams and bigrams (joined by one space) of a text, with repeats, unordered. */
export function textWordNgrams(text: string): string[] {
  const terms: string[] = [];
  wordNgramsEach(text, (term) => terms.push(term));
  return terms;
}

/** `char_wb` n-grams of length 2 to 5 of a text, with repeats, unordered. */
export function textCharWbNgrams(text: string): string[] {
  const terms: string[] = [];
  charWbNgramsEach(text, (term) => terms.push(term));
  return terms;
}

/** Number of columns of a vector: both blocks. */
export function textFeaturesDimension(features: TextFeatures): number {
  return features.wordIdf.length + features.charIdf.length;
}

/**
 * Python orders strings by code point, JavaScript's `<` by UTF-16 unit; they differ only between a
 * surrogate and a unit from U+E000 up, which this maps above and below each other.
 */
function codePointCompare(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codeUnitRank(x) - codeUnitRank(y);
  }
  return a.length - b.length;
}

function codeUnitRank(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

function codeUnitCompare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorted runs of this many terms are merged pairwise, so no single step holds the event loop long. */
const SORT_RUN = 8192;

/** A merge sort that pauses between runs and within merges: a vocabulary has hundreds of thousands of terms. */
async function termsSort(terms: readonly string[], pacer?: Pacer): Promise<string[]> {
  const compare = terms.some((term) => SURROGATE.test(term)) ? codePointCompare : codeUnitCompare;
  let sorted: string[] = [];
  for (let start = 0; start < terms.length; start += SORT_RUN) {
    if (pacer?.due()) await pacer.pause();
    sorted.push(...terms.slice(start, start + SORT_RUN).sort(compare));
  }
  for (let width = SORT_RUN; width < sorted.length; width *= 2) {
    const merged: string[] = new Array<string>(sorted.length);
    let out = 0;
    for (let left = 0; left < sorted.length; left += 2 * width) {
      const middle = Math.min(left + width, sorted.length);
      const end = Math.min(left + 2 * width, sorted.length);
      let i = left;
      let j = middle;
      while (i < middle || j < end) {
        if ((out & 4095) === 0 && pacer?.due()) await pacer.pause();
        merged[out++] =
          j >= end || (i < middle && compare(sorted[i]!, sorted[j]!) <= 0) ? sorted[i++]! : sorted[j++]!;
      }
    }
    sorted = merged;
  }
  return sorted;
}

/** Collects one block's terms over the documents: provisional ids in order of first sight. */
class BlockCounter {
  readonly ids = new Map<string, number>();
  readonly terms: string[] = [];
  readonly df: number[] = [];
  private readonly lastDocument: number[] = [];
  private current: number[] = [];
  private document = -1;

  /**
   * The vocabulary is written joined by U+0000 (see classifier serialisation), so a term holding
   * one (only possible in raw binary text) is left out of it, as if never seen.
   */
  readonly add = (term: string): void => {
    let id = this.ids.get(term);
    if (id === undefined) {
      if (term.includes('\u0000')) return;
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
      this.df.push(0);
      this.lastDocument.push(-1);
    }
    if (this.lastDocument[id] !== this.document) {
      this.lastDocument[id] = this.document;
      this.df[id]! += 1;
    }
    this.current.push(id);
  };

  startDocument(document: number): void {
    this.document = document;
    this.current = [];
  }

  endDocument(): Int32Array {
    return Int32Array.from(this.current);
  }

  /** Sorted vocabulary, idf, and the map from provisional ids to final indices. */
  async finish(
    documents: number,
    pacer?: Pacer,
  ): Promise<{ vocabulary: Map<string, number>; idf: Float64Array; remap: Int32Array }> {
    const sorted = await termsSort(this.terms, pacer);
    const vocabulary = new Map<string, number>();
    const idf = new Float64Array(sorted.length);
    const remap = new Int32Array(sorted.length);
    for (let index = 0; index < sorted.length; index++) {
      if ((index & 4095) === 0 && pacer?.due()) await pacer.pause();
      const term = sorted[index]!;
      vocabulary.set(term, index);
      const id = this.ids.get(term)!;
      remap[id] = index;
      idf[index] = idfOf(documents, this.df[id]!);
    }
    return { vocabulary, idf, remap };
  }
}

/** sklearn's smoothed idf, with its order of operations (divide, then log) so the values agree bit for bit. */
function idfOf(documents: number, df: number): number {
  return Math.log((documents + 1) / (df + 1)) + 1;
}

/**
 * Fits both vocabularies and idfs on the texts and returns the texts' vectors too (from the same
 * pass, so the n-grams are not computed twice).
 */
export async function textFeaturesFit(
  texts: readonly string[],
  pacer?: Pacer,
): Promise<{ features: TextFeatures; vectors: SparseVector[] }> {
  const word = new BlockCounter();
  const char = new BlockCounter();
  const wordIds: Int32Array[] = [];
  const charIds: Int32Array[] = [];
  for (let d = 0; d < texts.length; d++) {
    if (pacer?.due()) await pacer.pause();
    const text = texts[d]!;
    word.startDocument(d);
    wordNgramsEach(text, word.add);
    wordIds.push(word.endDocument());
    char.startDocument(d);
    charWbNgramsEach(text, char.add);
    charIds.push(char.endDocument());
  }
  const wordFit = await word.finish(texts.length, pacer);
  const charFit = await char.finish(texts.length, pacer);
  const features: TextFeatures = {
    wordVocabulary: wordFit.vocabulary,
    charVocabulary: charFit.vocabulary,
    wordIdf: wordFit.idf,
    charIdf: charFit.idf,
  };
  const vectors: SparseVector[] = [];
  for (let d = 0; d < texts.length; d++) {
    if (pacer?.due()) await pacer.pause();
    const wordIndices = remapped(wordIds[d]!, wordFit.remap);
    const charIndices = remapped(charIds[d]!, charFit.remap);
    vectors.push(vectorOf(features, wordIndices, charIndices));
  }
  return { features, vectors };
}

function remapped(ids: Int32Array, remap: Int32Array): Int32Array {
  const indices = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i++) indices[i] = remap[ids[i]!]!;
  return indices;
}

/** The vector of a text under fitted features; n-grams not in the vocabulary are ignored. */
export function textFeaturesTransform(features: TextFeatures, text: string): SparseVector {
  const wordIndices: number[] = [];
  wordNgramsEach(text, (term) => {
    const index = features.wordVocabulary.get(term);
    if (index !== undefined) wordIndices.push(index);
  });
  const charIndices: number[] = [];
  charWbNgramsEach(text, (term) => {
    const index = features.charVocabulary.get(term);
    if (index !== undefined) charIndices.push(index);
  });
  return vectorOf(features, Int32Array.from(wordIndices), Int32Array.from(charIndices));
}

/** Sublinear tf × idf per block, each block scaled to unit length, the character block shifted after the word block. */
function vectorOf(features: TextFeatures, wordIndices: Int32Array, charIndices: Int32Array): SparseVector {
  const word = blockOf(wordIndices, features.wordIdf, 0);
  const char = blockOf(charIndices, features.charIdf, features.wordIdf.length);
  const indices = new Int32Array(word.indices.length + char.indices.length);
  indices.set(word.indices);
  indices.set(char.indices, word.indices.length);
  const values = new Float64Array(indices.length);
  values.set(word.values);
  values.set(char.values, word.indices.length);
  return { indices, values };
}

/** `occurrences` is sorted in place: equal indices then sit together and are counted as runs. */
function blockOf(occurrences: Int32Array, idf: Float64Array, offset: number): SparseVector {
  occurrences.sort();
  let distinct = 0;
  for (let i = 0; i < occurrences.length; i++)
    if (i === 0 || occurrences[i] !== occurrences[i - 1]) distinct++;
  const indices = new Int32Array(distinct);
  const values = new Float64Array(distinct);
  let slot = -1;
  let count = 0;
  const flush = () => {
    const index = indices[slot]!;
    values[slot] = (Math.log(count) + 1) * idf[index]!;
  };
  for (let i = 0; i < occurrences.length; i++) {
    const index = occurrences[i]!;
    if (slot >= 0 && index === indices[slot]) {
      count++;
      continue;
    }
    if (slot >= 0) flush();
    slot++;
    indices[slot] = index;
    count = 1;
  }
  if (slot >= 0) flush();
  let squares = 0;
  for (let i = 0; i < distinct; i++) squares += values[i]! * values[i]!;
  if (squares > 0) {
    const norm = Math.sqrt(squares);
    for (let i = 0; i < distinct; i++) values[i]! /= norm;
  }
  if (offset !== 0) for (let i = 0; i < distinct; i++) indices[i]! += offset;
  return { indices, values };
}
