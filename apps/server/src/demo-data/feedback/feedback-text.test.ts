import { describe, expect, it } from 'vitest';
import { Rand } from '../generator-random';
import {
  FEEDBACK_ISSUES,
  type FeedbackIssue,
  type FeedbackTextRequest,
  type FeedbackTone,
  feedbackIssueHasSpanish,
  feedbackIssueTopic,
  feedbackTextCompose,
  feedbackToneFor,
} from './feedback-text';

const SLOTS = { device: 'Roku', app: 'the TV app' };

function request(issue: FeedbackIssue, tone: FeedbackTone, extra: Partial<FeedbackTextRequest> = {}) {
  const audience = issue.startsWith('work.') ? 'employee' : issue.startsWith('tools.') ? 'staff' : 'customer';
  return {
    issues: [issue],
    tone,
    shape: 'normal',
    language: 'en',
    audience,
    slots: SLOTS,
    ...extra,
  } as const;
}

/** The tones the generator can draw for an issue. */
function tonesOf(issue: FeedbackIssue): Set<FeedbackTone> {
  const rand = Rand.fromKey(7);
  const tones = new Set<FeedbackTone>();
  for (let i = 0; i < 400; i++) tones.add(feedbackToneFor(rand, issue));
  return tones;
}

describe('feedbackTextCompose', () => {
  it('writes every issue in every tone it can be drawn in, with every slot filled', () => {
    const rand = Rand.fromKey(1);
    for (const issue of FEEDBACK_ISSUES) {
      for (const tone of tonesOf(issue)) {
        for (const shape of ['short', 'normal', 'long'] as const) {
          for (let i = 0; i < 40; i++) {
            const text = feedbackTextCompose(rand, request(issue, tone, { shape }));
            expect(text.text, `${issue} ${tone} ${shape}`).toMatch(/\S/);
            expect(text.text).not.toMatch(/[{}]|undefined/);
            expect(text.tone).toBe(tone);
            expect(text.issues.every((i) => FEEDBACK_ISSUES.includes(i))).toBe(true);
            if (text.shape === 'long') expect(text.text?.length).toBeLessThanOrEqual(1_500);
            if (text.issues.length > 0)
              expect(text.topics).toContain(feedbackIssueTopic(text.issues[0] as FeedbackIssue));
          }
        }
      }
    }
  });

  it('draws mostly complaints for problems and praise for praise', () => {
    const rand = Rand.fromKey(3);
    const positive = (issue: FeedbackIssue) => {
      let n = 0;
      for (let i = 0; i < 1_000; i++) if (feedbackToneFor(rand, issue) === 'positive') n++;
      return n / 1_000;
    };
    expect(positive('streaming.buffering')).toBeLessThan(0.2);
    expect(positive('praise.app')).toBeGreaterThan(0.8);
    // No positive sentences exist for these, so the tone is never drawn.
    expect(tonesOf('outage.tv').has('positive')).toBe(false);
    expect(tonesOf('praise.service').has('negative')).toBe(false);
  });

  it('never softens a complaint with praise of the same thing', () => {
    const rand = Rand.fromKey(5);
    for (let i = 0; i < 300; i++) {
      const speed = feedbackTextCompose(rand, request('speed.slow', 'mixed')).text ?? '';
      expect(speed).not.toMatch(/internet is usually fast/i);
      const billing = feedbackTextCompose(rand, request('billing.overcharged', 'mixed')).text ?? '';
      expect(billing).not.toMatch(/price is fair/i);
    }
  });

  it('writes Spanish only where there are Spanish sentences, and empty and junk texts as such', () => {
    const rand = Rand.fromKey(9);
    const spanish = FEEDBACK_ISSUES.filter(feedbackIssueHasSpanish);
    expect(spanish.length).toBeGreaterThan(8);
    for (const issue of spanish) {
      const text = feedbackTextCompose(
        rand,
        request(issue, tonesOf(issue).has('negative') ? 'negative' : 'positive', { language: 'es' }),
      );
      expect(text.language).toBe('es');
      expect(text.text).toMatch(/[áéíóúñ¿¡]|\b(el|la|de|que|muy|por|no|me|se|mi|es|ya|un)\b/i);
    }
    const empty = feedbackTextCompose(rand, request('billing.autopay', 'negative', { shape: 'empty' }));
    expect(empty).toMatchObject({ text: null, issues: [], shape: 'empty' });
    const junk = feedbackTextCompose(rand, request('billing.autopay', 'neutral', { shape: 'junk' }));
    expect(junk.issues).toEqual([]);
    expect(junk.text?.length).toBeLessThan(20);
  });
});
