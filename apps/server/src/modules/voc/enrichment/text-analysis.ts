import { createRequire } from 'node:module';
import type { FeedbackSentiment, Sentiment } from '@prism/domain';
import type winkModel from 'wink-eng-lite-web-model';
import type { Document, ItsFunction, WinkMethods } from 'wink-nlp';
import type winkNlpFactory from 'wink-nlp';

/**
 * Sentiment and keywords of a feedback verbatim, computed in-process with wink-nlp and its English
 * light model (docs/decisions.md, "Voice of Customer: sentiment and keywords"). Nothing is
 * downloaded: the model is the npm package's own file.
 */

/** What enrichment writes on a feedback item. */
export interface TextAnalysis {
  awsSentiment: FeedbackSentiment | null;
  awsKeywords: string[];
}

const KEYWORDS_MAX = 10;
/**
 * Longer "words" are pasted ids, hashes or keyboard mashing, not topics; three of them and two
 * spaces stay within the feedback schema's 128 characters for a keyword.
 */
const KEYWORD_WORD_CHARS_MAX = 40;
/** English compounds are head-final; the last three nouns of a run keep "password reset email". */
const PHRASE_WORDS_MAX = 3;

/**
 * Complaint cues of a broadband and video provider that wink's general lexicon scores as 0
 * ("password reset email never arrives", "wifi keeps dropping"). Patterns are wink custom-entity
 * patterns over lower-cased tokens ("can't" is the two tokens `can not`). Each cue found counts
 * as one phrase of score CUE_SCORE in its clause, unless a negator stands just before it
 * ("no outage", "haven't had any buffering").
 */
const COMPLAINT_CUES = [
  '[never] [arrives|arrived|arrive|came|comes|showed|shows|worked|works|loads|loaded]',
  '[keeps|keep|kept] [crashing|freezing|dropping|buffering|disconnecting|rebooting|restarting|failing|lagging]',
  '[logs|logged|logging|kicks|kicked|kicking|signs|signed|signing] [me] [out|off]',
  '[drops|dropped|dropping] [|the|my] [connection|signal|wifi|internet|call|calls]',
  '[can|could] [not] [log|sign|login|signin|connect|stream]',
  '[unable] [to] [log|sign|login|connect|stream|pay]',
  '[outage|outages|buffering|pixelating|pixelated|pixelation|overcharged|overcharging]',
  '[crashes|crashed|crashing|freezes|froze|frozen|freezing|disconnects|disconnected|lags|lagging]',
  '[slow|slower|unresponsive|unusable|useless|faulty|rude|expensive|overpriced]',
  '[too] [high|expensive|slow|long]',
  '[no] [signal|internet|service|connection|picture|sound|audio|wifi]',
  '[down] [again]',
  '[waited|waiting|wait|held|kept|left] [|me] [on] [hold]',
  '[hours|hour|minutes] [on] [hold]',
  '[charged] [twice]',
  '[double] [charged]',
  '[hidden] [fees|fee|charges]',
  '[price|prices|bill|rate] [went|goes|go|keeps] [up]',
  '[takes|took|take] [forever]',
  '[cancel|cancelling|canceling|cancelled|canceled]',
  '[error] [code|message]',
];
const CUE_SCORE = -0.5;
/** How far back a negator turns a cue off: "no outage", "never had an outage", "not a single outage". */
const CUE_NEGATION_WINDOW = 3;
const NEGATORS = new Set(['no', 'not', 'never', 'without', 'none', 'nothing']);

/**
 * Clause boundaries. wink averages a sentence's phrases, so "great picture but the app crashes"
 * would score 0; each clause is scored alone instead, starting at a contrast word or after a
 * comma, semicolon, colon or dash.
 */
const CONTRAST_WORDS = new Set(['but', 'however', 'although', 'though', 'whereas', 'except']);
const CLAUSE_END_PUNCTUATION = new Set([',', ';', ':', '-', '–', '—']);

/**
 * Sum of clause scores at which polarity and neutrality weigh the same is ln 2 times this: one
 * clause scoring under about 0.17 (a single weak word) is neutral.
 */
const POLARITY_SCALE = 0.25;

const NOUN_TAGS = new Set(['NOUN', 'PROPN']);
/** A keyword word has two letters or more and no apostrophe ("i'm" is tagged a noun). */
const KEYWORD_WORD = /^(?=(?:.*\p{L}){2})[^'’]+$/u;
/**
 * Nouns that name no topic: amounts, vague things and time words ("tried five times", "all
 * weekend"). wink's stop words leave them in.
 */
const KEYWORD_FILLERS = new Set(
  [
    'thing things stuff lot lots bit way kind sort idea thanks',
    'everything something anything nothing everyone someone anyone nobody',
    'time times second minute hour day week weekend month year',
    'morning evening night today tonight yesterday tomorrow now',
  ].flatMap((line) => line.split(' ')),
);

/**
 * wink-nlp twice over one model: the full pipeline for a verbatim, and negation and sentiment only
 * (four times faster, no extra memory) for re-reading its clauses and single words.
 */
interface TextNlp {
  full: WinkMethods;
  sentimentOnly: WinkMethods;
}

let textNlpInstance: TextNlp | undefined;

/**
 * Built on first use: requiring the model parses 3.8 MB of JavaScript and building the two
 * instances takes about 150 ms, which a process that never enriches need not pay.
 */
function textNlp(): TextNlp {
  if (textNlpInstance) return textNlpInstance;
  const requireCjs = createRequire(import.meta.url);
  const winkNlp = requireCjs('wink-nlp') as typeof winkNlpFactory;
  const model = requireCjs('wink-eng-lite-web-model') as typeof winkModel;
  const full = winkNlp(model);
  full.learnCustomEntities([{ name: 'complaint', patterns: COMPLAINT_CUES }]);
  textNlpInstance = { full, sentimentOnly: winkNlp(model, ['negation', 'sentiment']) };
  return textNlpInstance;
}

/** wink's score of a piece of text on its own, in [-1, 1]. */
function textSentiment(nlp: TextNlp, text: string): number {
  return Number(nlp.sentimentOnly.readDoc(text).out(nlp.sentimentOnly.its.sentiment));
}

/** Sentiment (null for blank text) and up to ten keywords, most important first. */
export function analyseText(text: string | null | undefined): TextAnalysis {
  if (!text?.trim()) return { awsSentiment: null, awsKeywords: [] };
  const nlp = textNlp();
  const doc = nlp.full.readDoc(text);
  const tokens = tokenTable(nlp.full, doc);
  const sentences = doc.sentences().out(nlp.full.its.span) as unknown as [number, number][];
  return {
    awsSentiment: sentimentFromClauses(clauseScores(nlp, doc, tokens, sentences)),
    awsKeywords: keywordsOf(nlp, tokens, sentences),
  };
}

interface TokenTable {
  normal: string[];
  value: string[];
  spaces: string[];
  pos: string[];
  type: string[];
  lemma: string[];
  stop: boolean[];
}

function tokenTable(nlp: WinkMethods, doc: Document): TokenTable {
  const { its } = nlp;
  const tokens = doc.tokens();
  return {
    normal: tokens.out(its.normal),
    value: tokens.out(its.value),
    spaces: tokens.out(its.precedingSpaces),
    pos: tokens.out(its.pos),
    type: tokens.out(its.type),
    // wink-nlp's typings declare its.lemma as (index, rdd, addons) while Tokens.out takes
    // (index, token, cache, addons); wink calls it correctly, only the declarations disagree.
    lemma: tokens.out(its.lemma as unknown as ItsFunction<string>),
    stop: tokens.out(its.stopWordFlag) as unknown as boolean[],
  };
}

/**
 * One score in [-1, 1] per clause: wink's sentence score for a one-clause sentence, each clause
 * read on its own otherwise; complaint cues averaged in as extra phrases.
 */
function clauseScores(
  nlp: TextNlp,
  doc: Document,
  tokens: TokenTable,
  sentences: [number, number][],
): number[] {
  const sentenceScores = doc.sentences().out(nlp.full.its.sentiment) as unknown as number[];
  const cueStarts = complaintCueStarts(nlp.full, doc, tokens);
  const scores: number[] = [];
  sentences.forEach(([start, end], index) => {
    const clauses = clausesOf(tokens, start, end);
    for (const [from, to] of clauses) {
      const winkScore =
        clauses.length === 1 ? (sentenceScores[index] ?? 0) : textSentiment(nlp, spanText(tokens, from, to));
      const cues = cueStarts.filter((cueStart) => cueStart >= from && cueStart <= to).length;
      scores.push(clauseScore(winkScore, cues));
    }
  });
  return scores;
}

/** Token ranges of a sentence's clauses; a range of punctuation only is no clause. */
function clausesOf(tokens: TokenTable, start: number, end: number): [number, number][] {
  const clauses: [number, number][] = [];
  let from = start;
  for (let i = start + 1; i <= end; i += 1) {
    if (CONTRAST_WORDS.has(tokens.normal[i] ?? '')) {
      clauses.push([from, i - 1]);
      from = i;
    } else if (CLAUSE_END_PUNCTUATION.has(tokens.normal[i] ?? '') && i < end) {
      clauses.push([from, i]);
      from = i + 1;
    }
  }
  clauses.push([from, end]);
  return clauses.filter(([from, to]) => {
    for (let i = from; i <= to; i += 1) if (tokens.type[i] !== 'punctuation') return true;
    return false;
  });
}

function clauseScore(winkScore: number, cues: number): number {
  if (cues === 0) return winkScore;
  const phrases = winkScore === 0 ? cues : cues + 1;
  return (winkScore + cues * CUE_SCORE) / phrases;
}

/** Token index where each complaint cue starts, cues with a negator just before left out. */
function complaintCueStarts(nlp: WinkMethods, doc: Document, tokens: TokenTable): number[] {
  const spans = doc.customEntities().out(nlp.its.span) as unknown as [number, number][];
  return spans
    .map(([start]) => start)
    .filter((start) => {
      for (let i = Math.max(0, start - CUE_NEGATION_WINDOW); i < start; i += 1) {
        if (NEGATORS.has(tokens.normal[i] ?? '')) return false;
      }
      return true;
    });
}

function spanText(tokens: TokenTable, from: number, to: number): string {
  let text = tokens.value[from] ?? '';
  for (let i = from + 1; i <= to; i += 1) text += (tokens.spaces[i] ?? '') + (tokens.value[i] ?? '');
  return text;
}

/**
 * The four scores from clause scores: neutral decays with the total polarity found; mixed takes
 * the share of the weaker side relative to the stronger (0 when every clause leans one way); the
 * rest goes to positive and negative in proportion. Rounded to 4 decimals, summing to 1, labelled
 * with the highest.
 */
function sentimentFromClauses(clauses: number[]): FeedbackSentiment {
  let positiveMass = 0;
  let negativeMass = 0;
  for (const score of clauses) {
    if (score > 0) positiveMass += score;
    else negativeMass -= score;
  }
  const total = positiveMass + negativeMass;
  if (total === 0) return { sentiment: 'neutral', positive: 0, negative: 0, mixed: 0, neutral: 1 };
  const neutral = Math.exp(-total / POLARITY_SCALE);
  const polar = 1 - neutral;
  const balance = Math.min(positiveMass, negativeMass) / Math.max(positiveMass, negativeMass);
  const leaning = polar * (1 - balance);
  return sentimentRounded({
    positive: (leaning * positiveMass) / total,
    negative: (leaning * negativeMass) / total,
    mixed: polar * balance,
    neutral,
  });
}

const SCORE_ORDER = ['positive', 'negative', 'mixed', 'neutral'] as const satisfies readonly Sentiment[];

function sentimentRounded(scores: Record<Sentiment, number>): FeedbackSentiment {
  const rounded = { ...scores };
  for (const key of SCORE_ORDER) rounded[key] = Math.round(scores[key] * 1e4) / 1e4;
  const top = SCORE_ORDER.reduce((best, key) => (rounded[key] > rounded[best] ? key : best));
  // The rounding error (at most 2e-4) goes to the top score, so the four sum to 1 and stay in [0, 1].
  const others = SCORE_ORDER.filter((key) => key !== top).reduce((sum, key) => sum + rounded[key], 0);
  rounded[top] = Math.round((1 - others) * 1e4) / 1e4;
  return { sentiment: top, ...rounded };
}

/**
 * Keywords: runs of nouns and proper nouns (stop words, numbers, emoji, urls and the like break a
 * run), each run's last three words as one phrase. A plural becomes its lemma when the lemma is a
 * prefix of it ("bills" → "bill"; wink's "app" → "application" is not taken). Ranked by count,
 * then longer phrases, then first position.
 */
function keywordsOf(nlp: TextNlp, tokens: TokenTable, sentences: [number, number][]): string[] {
  const sentenceStarts = new Set(sentences.map(([start]) => start));
  const found = new Map<string, { count: number; words: number; first: number }>();
  const addRun = (run: number[]) => {
    const words = run.slice(-PHRASE_WORDS_MAX);
    const phrase = words.map((i) => keywordWord(tokens, i)).join(' ');
    const first = words[0] ?? 0;
    const entry = found.get(phrase);
    if (entry) entry.count += 1;
    else found.set(phrase, { count: 1, words: words.length, first });
  };
  let run: number[] = [];
  for (let i = 0; i < tokens.normal.length; i += 1) {
    if (isKeywordToken(nlp, tokens, i, sentenceStarts)) {
      run.push(i);
      continue;
    }
    if (run.length > 0) addRun(run);
    run = [];
  }
  if (run.length > 0) addRun(run);
  return [...found.entries()]
    .sort(([, a], [, b]) => b.count - a.count || b.words - a.words || a.first - b.first)
    .slice(0, KEYWORDS_MAX)
    .map(([phrase]) => phrase);
}

function isKeywordToken(nlp: TextNlp, tokens: TokenTable, i: number, sentenceStarts: Set<number>): boolean {
  const normal = tokens.normal[i] ?? '';
  if (!NOUN_TAGS.has(tokens.pos[i] ?? '') || tokens.type[i] !== 'word' || tokens.stop[i]) return false;
  if (normal.length > KEYWORD_WORD_CHARS_MAX || !KEYWORD_WORD.test(normal)) return false;
  if (KEYWORD_FILLERS.has(keywordWord(tokens, i))) return false;
  if (!sentenceStarts.has(i)) return true;
  // The tagger reads a capitalised first word as a noun: an adjective of a verbless sentence
  // ("Terrible customer service", "Great app") or the verb of a subjectless one ("Love the new
  // guide"). An opinion word there, or a "noun" followed by a determiner, is left out.
  return tokens.pos[i + 1] !== 'DET' && textSentiment(nlp, normal) === 0;
}

function keywordWord(tokens: TokenTable, i: number): string {
  const normal = tokens.normal[i] ?? '';
  const lemma = tokens.lemma[i] ?? normal;
  return lemma.length > 0 && normal.startsWith(lemma) ? lemma : normal;
}
