import { createRequire } from 'node:module';
import { feedbackItemSchema, feedbackSentimentSchema, type Sentiment } from '@prism/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseText } from './text-analysis';

const sentimentOf = (text: string) => analyseText(text).awsSentiment?.sentiment;

/** Stop words the keyword lists below must not hold. */
const STOP_WORDS = [
  'the',
  'a',
  'an',
  'my',
  'i',
  'me',
  'to',
  'when',
  'so',
  'and',
  'on',
  'in',
  'is',
  'it',
  'of',
];

/**
 * Realistic broadband and video feedback with the label a reader gives it. The complaint cues and
 * clause splitting were written while looking at this set, so its accuracy is optimistic.
 */
const LABELLED: [string, Sentiment][] = [
  ['The app keeps crashing when I try to pay my bill, so frustrating', 'negative'],
  ["Password reset email never arrives, I've tried five times.", 'negative'],
  ['Internet has been down all weekend and nobody can tell me why.', 'negative'],
  ['Constant buffering on every channel in the evening.', 'negative'],
  ['I was overcharged again this month and the chat agent could not help.', 'negative'],
  ["Can't log in to the app since the last update.", 'negative'],
  ['No signal on the living room box since Tuesday.', 'negative'],
  ['Wifi keeps dropping every few minutes, useless for working from home.', 'negative'],
  ['Waited on hold for two hours just to be disconnected.', 'negative'],
  ['Third outage this week. I want to cancel.', 'negative'],
  ['The guide takes forever to load and the remote is unresponsive.', 'negative'],
  ['Why did my price go up again? Hidden fees everywhere.', 'negative'],
  ['The technician never showed up and nobody called.', 'negative'],
  ['Video freezes every time I switch channels.', 'negative'],
  ['Terrible customer service, rude agent, nothing resolved.', 'negative'],
  ['Love the new guide, channels load fast!', 'positive'],
  ['The technician was friendly and had everything working in twenty minutes.', 'positive'],
  ['Great app, paying my bill takes seconds now.', 'positive'],
  ['Streaming quality is excellent, even in 4K.', 'positive'],
  ['Setup was easy and the instructions were clear.', 'positive'],
  ['Thanks for the quick fix, the agent was very helpful.', 'positive'],
  ['Internet speeds are amazing since the upgrade.', 'positive'],
  ['Really happy with the new modem, the whole house has coverage.', 'positive'],
  ['The voice remote is brilliant, my kids love it.', 'positive'],
  ['Smooth activation, no problems at all.', 'positive'],
  ["Best customer support I've had from any provider.", 'positive'],
  ['Nice redesign, much easier to find my recordings.', 'positive'],
  ['The picture quality is great but the app crashes constantly.', 'mixed'],
  ['Love the channel lineup, but the price is way too high.', 'mixed'],
  ['Support was friendly. However the outage lasted three days.', 'mixed'],
  ['Fast internet, but the router drops the connection every night.', 'mixed'],
  ['The new guide looks nice, but search is slow and useless.', 'mixed'],
  ['Installer was great. The equipment he left is faulty though.', 'mixed'],
  ['Good speeds during the day, terrible buffering at night.', 'mixed'],
  ['I moved to a new address last month.', 'neutral'],
  ['Where can I find my account number?', 'neutral'],
  ['I use the app mostly on my tablet.', 'neutral'],
  ['Please add the option to download invoices as PDF.', 'neutral'],
  ['The box is in the bedroom upstairs.', 'neutral'],
  ['I called on Monday about my bill.', 'neutral'],
  ['How do I change my wifi password?', 'neutral'],
  ['I watch the news in the morning before work.', 'neutral'],
];

/**
 * Written after the cues and thresholds were settled and never tuned against: the honest
 * estimate. Do not add cues to fix a line here; add the line to LABELLED first.
 */
const HELD_OUT: [string, Sentiment][] = [
  ['Every evening the stream stutters and drops to low quality.', 'negative'],
  ['Sat through a 3 hour service window and no one came.', 'negative'],
  ['The remote stopped pairing with the box after the update.', 'negative'],
  ['My bill doubled without any warning.', 'negative'],
  ["The app won't let me reset my password.", 'negative'],
  ['Got disconnected twice while talking to support.', 'negative'],
  ['Internet speed is nowhere near what I pay for.', 'negative'],
  ["I've rebooted the modem ten times today and still nothing.", 'negative'],
  ['Awful app, crashes on launch.', 'negative'],
  ['Channels missing from my package since the weekend.', 'negative'],
  ['The new app design is clean and easy to use.', 'positive'],
  ['Installation went perfectly, thank you Mike!', 'positive'],
  ['I love being able to watch live TV on my phone.', 'positive'],
  ['Quick and helpful chat support.', 'positive'],
  ['Wifi coverage is great throughout the house now.', 'positive'],
  ['Very pleased with how fast the refund came through.', 'positive'],
  ['Good experience overall.', 'positive'],
  ['Great channels, awful customer service.', 'mixed'],
  ['The speed is good but the modem overheats.', 'mixed'],
  ['I like the app, though it crashes sometimes.', 'mixed'],
  ['Helpful agent, but I had to call three times to get it fixed.', 'mixed'],
  ['Picture is amazing, the sound keeps cutting out though.', 'mixed'],
  ['I need a copy of my last statement.', 'neutral'],
  ['Can I add a second box in the kitchen?', 'neutral'],
  ["My account is under my wife's name.", 'neutral'],
  ['I pay by card every month.', 'neutral'],
  ['We mostly watch sports and cartoons.', 'neutral'],
  ['The modem is next to the TV.', 'neutral'],
  ['Is there an app for smart TVs?', 'neutral'],
  ['I upgraded my plan last week.', 'neutral'],
];

/** Share of lines labelled as expected, and the lines that were not, for the failure message. */
function accuracyOn(set: [string, Sentiment][]) {
  const misses = set
    .map(([text, expected]) => ({ text, expected, got: sentimentOf(text) }))
    .filter(({ expected, got }) => got !== expected);
  return { accuracy: (set.length - misses.length) / set.length, misses: JSON.stringify(misses, null, 1) };
}

describe('analyseText', () => {
  it('loads the language model on first use, not on import', () => {
    const cache = createRequire(import.meta.url).cache;
    const modelLoaded = () => Object.keys(cache).some((file) => file.includes('wink-eng-lite-web-model'));
    expect(modelLoaded()).toBe(false);
    analyseText('The modem works.');
    expect(modelLoaded()).toBe(true);
  });

  it.each([
    'Love the new guide, channels load fast!',
    'The technician was friendly and fixed everything, great service.',
    'Streaming quality is excellent and the app is easy to use.',
  ])('reads %j as positive', (text) => {
    expect(sentimentOf(text)).toBe('positive');
  });

  it.each([
    'The app keeps crashing when I try to pay my bill, so frustrating',
    'Terrible support, the agent was rude and hung up on me.',
    // Scored 0 by wink alone: the complaint cues make these negative.
    'password reset email never arrives',
    'Third outage this week, constant buffering.',
    "I can't log in and I was overcharged again.",
  ])('reads %j as negative', (text) => {
    expect(sentimentOf(text)).toBe('negative');
  });

  it.each([
    'The picture quality is great but the app crashes constantly.',
    'Support was friendly. The outage lasted three days and nobody told us.',
  ])('reads %j, praise beside a complaint, as mixed', (text) => {
    expect(sentimentOf(text)).toBe('mixed');
  });

  it.each(['I moved to a new address last month.', 'The router is in the living room next to the TV.'])(
    'reads the factual %j as neutral',
    (text) => {
      expect(sentimentOf(text)).toBe('neutral');
    },
  );

  it('leaves out a complaint cue that is negated', () => {
    expect(sentimentOf('Third outage this week.')).toBe('negative');
    expect(sentimentOf('Not a single outage this year.')).not.toBe('negative');
  });

  it('gives four scores in [0, 1] summing to 1, labelled with the highest', () => {
    for (const [text] of LABELLED) {
      const sentiment = feedbackSentimentSchema.parse(analyseText(text).awsSentiment);
      const { sentiment: label, ...scores } = sentiment;
      const values = Object.values(scores);
      expect(values.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 6);
      expect(scores[label]).toBe(Math.max(...values));
      for (const value of values) expect(value).toBe(Math.round(value * 1e4) / 1e4);
    }
  });

  it('gives no sentiment and no keywords for empty text', () => {
    for (const text of [null, undefined, '', '   ', '\n\t ']) {
      expect(analyseText(text)).toEqual({ awsSentiment: null, awsKeywords: [] });
    }
  });

  it('takes the nouns of the text as keywords, most frequent first', () => {
    expect(
      analyseText('The app keeps crashing when I try to pay my bill, so frustrating').awsKeywords,
    ).toEqual(['app', 'bill']);
    expect(analyseText('Love the new guide, channels load fast!').awsKeywords).toContain('guide');
    expect(analyseText('Password reset email never arrives').awsKeywords).toEqual(['password reset email']);
    expect(
      analyseText('The modem is slow. I restarted the modem twice and reset the remote.').awsKeywords,
    ).toEqual(['modem', 'remote']);
    expect(
      analyseText('Netflix keeps buffering, error code 123 from https://example.com').awsKeywords,
    ).toEqual(['error code', 'netflix']);
  });

  it('keeps stop words, opinion words, time words and duplicates out of keywords', () => {
    for (const [text] of LABELLED) {
      const keywords = analyseText(text).awsKeywords;
      const words = keywords.flatMap((keyword) => keyword.split(' '));
      expect(words.filter((word) => STOP_WORDS.includes(word))).toEqual([]);
      expect(new Set(keywords).size).toBe(keywords.length);
      for (const keyword of keywords) expect(keyword).toBe(keyword.toLowerCase());
    }
    expect(analyseText('Terrible customer service, waited two hours.').awsKeywords).toEqual([
      'customer service',
    ]);
    expect(analyseText('My bills are too high and the bill went up again.').awsKeywords).toEqual(['bill']);
  });

  it('copes with long, emoji, non-English and misspelt text', () => {
    const cases = [
      'The app keeps crashing when I try to pay my bill. '.repeat(200).slice(0, 10_000),
      '😡😡😡 app sucks 👎',
      '🙂',
      'La aplicación no funciona, muy mala. 说明书在哪里？',
      'teh internnet is sooo slwo and the rooter keps droping',
      '!!!???...',
      'x'.repeat(10_000),
    ];
    for (const text of cases) {
      const { awsSentiment, awsKeywords } = analyseText(text);
      expect(feedbackItemSchema.shape.awsSentiment.parse(awsSentiment)).toEqual(awsSentiment);
      expect(feedbackItemSchema.shape.awsKeywords.parse(awsKeywords)).toEqual(awsKeywords);
      expect(awsKeywords.length).toBeLessThanOrEqual(10);
    }
    expect(sentimentOf(cases[0] ?? '')).toBe('negative');
  });

  it('labels the labelled feedback set at least 90% right', () => {
    // Measured: 39 of 42 (0.929). Misses: "Fast internet, but the router drops…" (mixed, read
    // negative: "fast" is not in wink's lexicon), "Please add the option…" and "I watch the news
    // … before work" (neutral, read positive: "please" and "work" score in wink's lexicon).
    const { accuracy, misses } = accuracyOn(LABELLED);
    expect(accuracy, misses).toBeGreaterThanOrEqual(0.9);
  });

  it('labels held-out feedback at least 63% right', () => {
    // Measured: 20 of 30 (0.667); plain wink sentence scores got 18 of 30. Mostly complaints
    // with no sentiment word ("won't let me reset my password") read neutral.
    const { accuracy, misses } = accuracyOn(HELD_OUT);
    expect(accuracy, misses).toBeGreaterThanOrEqual(0.63);
  });

  it('never throws and always answers within the feedback schema', () => {
    const words = fc.constantFrom(
      'app',
      'bill',
      'great',
      'terrible',
      'not',
      'never',
      'but',
      'outage',
      'keeps',
      'crashing',
      "can't",
      'log',
      'in',
      'no',
      'signal',
      ',',
      '.',
      '!',
      '😡',
      'The',
      'Love',
      'however',
    );
    const texts = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.array(words, { maxLength: 40 }).map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(fc.option(texts), (text) => {
        const { awsSentiment, awsKeywords } = analyseText(text);
        feedbackItemSchema.shape.awsSentiment.parse(awsSentiment);
        feedbackItemSchema.shape.awsKeywords.parse(awsKeywords);
        if (awsSentiment) {
          const { positive, negative, mixed, neutral } = awsSentiment;
          expect(positive + negative + mixed + neutral).toBeCloseTo(1, 6);
        }
        expect(awsSentiment === null).toBe(!text?.trim());
      }),
      { numRuns: 500 },
    );
  });
});
