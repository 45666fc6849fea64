import zlib from 'node:zlib';
import {
  CONFIDENCE_THRESHOLD_DEFAULT,
  DAY_MS,
  HOUR_MS,
  ROLE,
  surveyInputSchema,
  type SurveyAnswerValue,
  type SurveyInput,
} from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../plugins/auth';
import { personaByUsername, personaUser } from '../modules/auth/personas';
import { surveysServiceOf } from '../modules/surveys/surveys.service';
import { createCategoriesService } from '../modules/voc/categories.service';
import { modelTrainingQueue } from '../modules/voc/training/models.service';
import { trainingRowsInsert, type NewTrainingRow } from '../modules/voc/training/training-data.repository';
import {
  feedbackIssueHasSpanish,
  feedbackTextCompose,
  feedbackToneFor,
  type FeedbackIssue,
  type FeedbackTextShape,
  type FeedbackTone,
} from './feedback/feedback-text';
import { SEEDER } from './seed-catalogue';
import { Rand, weighted, type Weighted } from './generator-random';

/**
 * The survey tool's demo data (issue 18 item 5): two surveys of the demo survey-tool applications
 * with a few thousand responses over the last 60 days (a weekday rhythm, an outage week, scores
 * that follow what people write, branches of the show-if logic), a few with uploaded files,
 * displays that did not end in a response, and a category tree with mock training data so that the
 * categorise page has choices and the trained model suggests. Responses and files go through the
 * survey service's own `submit` and `upload`, dated in the past, so each becomes a feedback item
 * and is enriched like any other. Nothing happens once a survey exists.
 */

const SEED_DAYS = 60;
/** Responses per feedback item of the demo feedback (SEED_FEEDBACK), and the most seeded. */
const RESPONSES_PER_FEEDBACK = 0.06;
const RESPONSES_MAX = 3_000;
/** Displays that ended without a response, per response: the completion rate is about 80%. */
const ABANDONED_PER_RESPONSE = 0.25;
/** Responses sent at once while seeding. */
const SUBMITS_AT_ONCE = 100;
/** Responses that send a file on the upload page. */
const UPLOADS = 8;

const CARE_APP = 'CareSurvey@Web@cst_survey';
const CHAT_APP = 'SupportChatSurvey@WebSurvey@cst_survey';

/** The platform whose model reads the survey answers, and its categories (leaves name demo issues). */
const PLATFORM = {
  id: 'plat-survey-tool',
  name: 'Survey Tool',
  description: 'Answers to the customer surveys built in the survey tool.',
};

interface CategoryDef {
  name: string;
  description: string;
  children: { name: string; description: string; issues: FeedbackIssue[] }[];
}

const CATEGORY_TREE: CategoryDef[] = [
  {
    name: 'Support Experience',
    description: 'How getting help went.',
    children: [
      { name: 'Wait time', description: 'Waiting on hold or in the chat queue.', issues: ['support.wait'] },
      {
        name: 'Transfers',
        description: 'Passed between agents or departments.',
        issues: ['support.transfer'],
      },
      {
        name: 'Chat',
        description: 'The chat itself: bots, dropped chats, slow replies.',
        issues: ['support.chat'],
      },
      {
        name: 'Agent knowledge',
        description: 'The agent could not answer or fix it.',
        issues: ['support.agent'],
      },
    ],
  },
  {
    name: 'Billing',
    description: 'Charges and payments.',
    children: [
      {
        name: 'Unexpected charges',
        description: 'Fees, promos ending, late fees.',
        issues: ['billing.overcharged', 'billing.lateFee'],
      },
      {
        name: 'Payments',
        description: 'Payments and autopay that failed.',
        issues: ['billing.payment', 'billing.autopay'],
      },
    ],
  },
  {
    name: 'Service Problems',
    description: 'The service the customer called about.',
    children: [
      { name: 'Internet outage', description: 'No service at all.', issues: ['outage.internet'] },
      {
        name: 'Slow internet',
        description: 'Slow or dropping connections.',
        issues: ['speed.slow', 'speed.drops'],
      },
      { name: 'Equipment', description: 'Routers and boxes.', issues: ['equipment.router', 'equipment.box'] },
    ],
  },
  {
    name: 'Appointments',
    description: 'Technician visits.',
    children: [
      { name: 'Missed appointment', description: 'Nobody came in the window.', issues: ['install.noShow'] },
      { name: 'Technician visit', description: 'How the visit went.', issues: ['install.tech'] },
    ],
  },
  {
    name: 'Praise',
    description: 'What customers liked.',
    children: [
      { name: 'Helpful agent', description: 'An agent who went the extra mile.', issues: ['praise.service'] },
      { name: 'Great technician', description: 'A technician who did great work.', issues: ['praise.tech'] },
    ],
  },
];

/** Mock training examples per leaf category. */
const TRAINING_PER_LEAF = 40;

const CARE_SURVEY: SurveyInput = {
  title: 'Care visit satisfaction',
  description: 'Tell us about your last contact with our care team. It takes about two minutes.',
  thankYouText: 'Thank you! Your answers go straight to the care team.',
  questions: [
    {
      id: 'csat',
      type: 'csat',
      label: 'Overall, how satisfied are you with the help you got?',
      required: true,
    },
    { id: 'resolved', type: 'success', label: 'Did we solve your problem?', required: true },
    {
      id: 'channel',
      type: 'singleChoice',
      label: 'How did you contact us?',
      options: [
        { id: 'phone', label: 'Phone' },
        { id: 'chat', label: 'Chat' },
        { id: 'store', label: 'In a store' },
        { id: 'app', label: 'The app' },
      ],
    },
    {
      id: 'obstacles',
      type: 'multipleChoice',
      label: 'What got in the way?',
      help: 'Choose all that apply.',
      showIf: { questionId: 'resolved', operator: 'anyOf', values: ['no'] },
      options: [
        { id: 'wait', label: 'A long wait' },
        { id: 'transfer', label: 'Being transferred' },
        { id: 'knowledge', label: 'The agent did not know the answer' },
        { id: 'followup', label: 'Nobody followed up' },
        { id: 'system', label: 'A website or system problem' },
      ],
    },
    { id: 'nps', type: 'nps', label: 'How likely are you to recommend us to a friend or colleague?' },
    { id: 'reason', type: 'freeText', label: 'What is the main reason for your score?' },
    {
      id: 'evidence',
      type: 'fileUpload',
      label: 'Anything to show us?',
      help: 'A screenshot or a bill helps us look into it.',
      accept: ['png', 'jpeg', 'pdf'],
      showIf: { questionId: 'resolved', operator: 'anyOf', values: ['no'] },
    },
  ],
};

const CHAT_SURVEY: SurveyInput = {
  title: 'Chat support feedback',
  description: 'A few questions about the chat you just had.',
  thankYouText: 'Thanks for your feedback. Have a great day!',
  questions: [
    { id: 'rating', type: 'starRating', label: 'How would you rate your chat?', required: true },
    {
      id: 'topic',
      type: 'singleChoice',
      label: 'What was your chat about?',
      options: [
        { id: 'billing', label: 'My bill' },
        { id: 'outage', label: 'An outage or slow service' },
        { id: 'equipment', label: 'Equipment' },
        { id: 'account', label: 'My account' },
        { id: 'other', label: 'Something else' },
      ],
    },
    { id: 'solved', type: 'success', label: 'Did the agent solve your problem?' },
    {
      id: 'improve',
      type: 'freeText',
      label: 'What could we have done better?',
      showIf: { questionId: 'rating', operator: 'atMost', value: 3 },
    },
    {
      id: 'liked',
      type: 'freeText',
      label: 'What did you like most?',
      showIf: { questionId: 'rating', operator: 'atLeast', value: 4 },
    },
    { id: 'nps', type: 'nps', label: 'How likely are you to recommend our chat support?' },
  ],
};

/** What people write about, per survey (weights); the outage week multiplies outages by four. */
const CARE_ISSUES: [FeedbackIssue, number][] = [
  ['support.wait', 14],
  ['support.transfer', 9],
  ['support.agent', 10],
  ['billing.overcharged', 10],
  ['billing.lateFee', 3],
  ['billing.payment', 5],
  ['billing.autopay', 3],
  ['outage.internet', 8],
  ['speed.slow', 5],
  ['speed.drops', 3],
  ['equipment.router', 4],
  ['equipment.box', 3],
  ['install.noShow', 5],
  ['install.tech', 4],
  ['praise.service', 26],
  ['praise.tech', 10],
];
const CHAT_ISSUES: [FeedbackIssue, number][] = [
  ['support.chat', 16],
  ['support.wait', 10],
  ['support.transfer', 8],
  ['support.agent', 10],
  ['billing.overcharged', 10],
  ['billing.payment', 6],
  ['billing.autopay', 4],
  ['outage.internet', 9],
  ['speed.slow', 5],
  ['equipment.router', 5],
  ['praise.service', 28],
];
const OUTAGE_DAYS_AGO = { from: 17, to: 20 };

const issueTable = (issues: [FeedbackIssue, number][], outage: boolean): Weighted<FeedbackIssue> =>
  weighted(
    issues.map(([issue, weight]) => [issue, outage && issue === 'outage.internet' ? weight * 4 : weight]),
  );

/** Share of respondents who write something; the rest only score, mostly content. */
const WRITES = 0.5;
const QUIET_TONES = weighted<FeedbackTone>([
  ['positive', 62],
  ['neutral', 20],
  ['mixed', 6],
  ['negative', 12],
]);
const SHAPES = weighted<FeedbackTextShape>([
  ['short', 30],
  ['normal', 60],
  ['long', 10],
]);

/** CSAT (and star rating) 1–5 by the tone of the respondent. */
const SCORE_BY_TONE: Record<FeedbackTone, Weighted<number>> = {
  negative: weighted([
    [1, 55],
    [2, 33],
    [3, 12],
  ]),
  mixed: weighted([
    [2, 30],
    [3, 50],
    [4, 20],
  ]),
  neutral: weighted([
    [2, 10],
    [3, 45],
    [4, 45],
  ]),
  positive: weighted([
    [4, 35],
    [5, 65],
  ]),
};
const NPS_CENTRE: Record<FeedbackTone, number> = { negative: 3, mixed: 6, neutral: 7, positive: 9.2 };
const SOLVED_BY_TONE: Record<FeedbackTone, number> = {
  negative: 0.25,
  mixed: 0.5,
  neutral: 0.75,
  positive: 0.95,
};

const USER_AGENTS = weighted<string>([
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    30,
  ],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 25],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 22],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 13],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    10,
  ],
]);
const ENGLISH = weighted<string>([
  ['en-US,en;q=0.9', 90],
  ['en-CA,en;q=0.8,fr-CA;q=0.5', 6],
  ['en-GB,en;q=0.9', 4],
]);

/** Responses by weekday (Sunday first) and by hour of the day (UTC: the US afternoon and evening). */
const WEEKDAY = [0.45, 1.15, 1.1, 1.05, 1.0, 0.9, 0.55];
const HOURS = weighted<number>(
  [
    1, 1, 1, 0.6, 0.4, 0.3, 0.3, 0.4, 0.6, 1, 1.6, 2.2, 2.8, 3.2, 3.4, 3.4, 3.2, 3, 2.9, 2.8, 2.6, 2.2, 1.8,
    1.3,
  ].map((weight, hour) => [hour, weight] as const),
);

/** One respondent: how they felt, what they wrote about, what they wrote. */
interface Respondent {
  tone: FeedbackTone;
  issue: FeedbackIssue | null;
  text: string | null;
  acceptLanguage: string;
  userAgent: string;
}

function respondentOf(rand: Rand, issues: Weighted<FeedbackIssue>, app: string): Respondent {
  const userAgent = rand.pickWeighted(USER_AGENTS);
  if (!rand.chance(WRITES)) {
    return {
      tone: rand.pickWeighted(QUIET_TONES),
      issue: null,
      text: null,
      acceptLanguage: rand.pickWeighted(ENGLISH),
      userAgent,
    };
  }
  const issue = rand.pickWeighted(issues);
  const tone = feedbackToneFor(rand, issue);
  const spanish = feedbackIssueHasSpanish(issue) && rand.chance(0.06);
  const { text } = feedbackTextCompose(rand, {
    issues: [issue],
    tone,
    shape: rand.pickWeighted(SHAPES),
    language: spanish ? 'es' : 'en',
    audience: 'customer',
    slots: { device: rand.pick(['phone', 'laptop', 'router', 'TV box']), app },
  });
  return {
    tone,
    issue,
    text,
    acceptLanguage: spanish ? 'es-US,es;q=0.9,en;q=0.6' : rand.pickWeighted(ENGLISH),
    userAgent,
  };
}

const npsOf = (rand: Rand, tone: FeedbackTone) =>
  Math.max(0, Math.min(10, Math.round(NPS_CENTRE[tone] + rand.normal() * 1.4)));

const OBSTACLE_OF: Partial<Record<FeedbackIssue, string>> = {
  'support.wait': 'wait',
  'support.transfer': 'transfer',
  'support.agent': 'knowledge',
  'billing.payment': 'system',
  'billing.autopay': 'system',
};
const OBSTACLES = ['wait', 'transfer', 'knowledge', 'followup', 'system'];

function careAnswers(rand: Rand, who: Respondent): Record<string, SurveyAnswerValue> {
  const resolved = rand.chance(SOLVED_BY_TONE[who.tone]);
  const answers: Record<string, SurveyAnswerValue> = {
    csat: rand.pickWeighted(SCORE_BY_TONE[who.tone]),
    resolved,
  };
  if (rand.chance(0.9)) {
    answers.channel =
      who.issue === 'support.chat'
        ? 'chat'
        : rand.pickWeighted(
            weighted([
              ['phone', 48],
              ['chat', 22],
              ['store', 10],
              ['app', 20],
            ] as const),
          );
  }
  if (!resolved) {
    const first = (who.issue && OBSTACLE_OF[who.issue]) ?? rand.pick(OBSTACLES);
    const second = rand.chance(0.3) ? rand.pick(OBSTACLES.filter((option) => option !== first)) : null;
    answers.obstacles = second ? [first, second] : [first];
  }
  if (rand.chance(0.85)) answers.nps = npsOf(rand, who.tone);
  if (who.text) answers.reason = who.text;
  return answers;
}

const TOPIC_OF = (issue: FeedbackIssue | null, rand: Rand): string => {
  if (issue?.startsWith('billing.')) return 'billing';
  if (issue?.startsWith('outage.') || issue?.startsWith('speed.')) return 'outage';
  if (issue?.startsWith('equipment.')) return 'equipment';
  return rand.pick(['account', 'billing', 'other', 'outage']);
};

function chatAnswers(rand: Rand, who: Respondent): Record<string, SurveyAnswerValue> {
  const rating = rand.pickWeighted(SCORE_BY_TONE[who.tone]);
  const answers: Record<string, SurveyAnswerValue> = { rating, topic: TOPIC_OF(who.issue, rand) };
  if (rand.chance(0.92)) answers.solved = rand.chance(SOLVED_BY_TONE[who.tone]);
  if (who.text) answers[rating <= 3 ? 'improve' : 'liked'] = who.text;
  if (rand.chance(0.8)) answers.nps = npsOf(rand, who.tone);
  return answers;
}

interface DemoSurvey {
  appId: string;
  definition: SurveyInput;
  issues: [FeedbackIssue, number][];
  share: number;
  appName: string;
  answers: (rand: Rand, who: Respondent) => Record<string, SurveyAnswerValue>;
}

const DEMO_SURVEYS: DemoSurvey[] = [
  {
    appId: CARE_APP,
    definition: CARE_SURVEY,
    issues: CARE_ISSUES,
    share: 0.6,
    appName: 'the care line',
    answers: careAnswers,
  },
  {
    appId: CHAT_APP,
    definition: CHAT_SURVEY,
    issues: CHAT_ISSUES,
    share: 0.4,
    appName: 'the chat',
    answers: chatAnswers,
  },
];

/** When each response comes: a weekday rhythm over the last 60 days, an outage week, business hours. */
function responseTimes(rand: Rand, total: number, nowMs: number): { ts: number; outage: boolean }[] {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const days = Array.from({ length: SEED_DAYS }, (_unused, ago) => {
    const start = today - ago * DAY_MS;
    const outage = ago >= OUTAGE_DAYS_AGO.from && ago <= OUTAGE_DAYS_AGO.to;
    // A slow growth towards today, and the outage week's surge.
    const weight =
      WEEKDAY[new Date(start).getUTCDay()]! * (1 + (SEED_DAYS - ago) / (SEED_DAYS * 4)) * (outage ? 1.6 : 1);
    return { start, outage, weight };
  });
  const sum = days.reduce((total_, day) => total_ + day.weight, 0);
  const times: { ts: number; outage: boolean }[] = [];
  for (const day of days) {
    const count = Math.round((total * day.weight * (0.85 + 0.3 * rand.float())) / sum);
    for (let i = 0; i < count; i += 1) {
      const ts = day.start + rand.pickWeighted(HOURS) * HOUR_MS + rand.int(HOUR_MS);
      // Nothing in the last few minutes, nothing ahead of now.
      if (ts < nowMs - 5 * 60_000) times.push({ ts, outage: day.outage });
    }
  }
  return times.sort((a, b) => a.ts - b.ts);
}

const PNG_NAMES = ['screenshot.png', 'IMG_4471.png', 'error-message.png', 'app-screen.png'];
const PDF_NAMES = ['bill-march.pdf', 'statement.pdf', 'receipt.pdf'];

/**
 * The survey platform, its categories (through the categories service, as an admin) and mock
 * training examples, and its first model queued; each step only when it has not happened yet.
 */
async function seedSurveyCategories(
  app: FastifyInstance,
  appIds: readonly string[],
  rand: Rand,
): Promise<void> {
  await app.db.query(
    `INSERT INTO voc_platforms (id, name, description, application_ids, ml_analysis_field, confidence_threshold)
     VALUES ($1, $2, $3, $4, 'verbatim', $5) ON CONFLICT DO NOTHING`,
    [PLATFORM.id, PLATFORM.name, PLATFORM.description, appIds, CONFIDENCE_THRESHOLD_DEFAULT],
  );
  const [existing] = await app.db.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM voc_categories WHERE application_ids && $1::text[]) AS any',
    [appIds],
  );
  if (existing?.any) return;
  const categories = createCategoriesService(app.db);
  const admin: AuthUser = { ...SEEDER, roles: [ROLE.admin] };
  const examples: NewTrainingRow[] = [];
  for (const top of CATEGORY_TREE) {
    const parent = await categories.insertCategory(admin, {
      applicationIDs: appIds,
      category: top.name,
      description: top.description,
    });
    for (const leaf of top.children) {
      const category = await categories.insertCategory(admin, {
        applicationIDs: appIds,
        category: top.name,
        parent: parent._id,
        subcategory: leaf.name,
        description: leaf.description,
      });
      const texts = new Set<string>();
      for (let i = 0; i < TRAINING_PER_LEAF * 2 && texts.size < TRAINING_PER_LEAF; i += 1) {
        const issue = rand.pick(leaf.issues);
        const { text } = feedbackTextCompose(rand, {
          issues: [issue],
          tone: feedbackToneFor(rand, issue),
          shape: rand.chance(0.8) ? 'normal' : 'long',
          language: 'en',
          audience: 'customer',
          slots: { device: 'phone', app: 'the chat' },
        });
        if (text) texts.add(text);
      }
      for (const value of texts) {
        examples.push({
          platform_id: PLATFORM.id,
          value,
          category_ids: [category._id],
          is_mock: true,
          source: 'import',
        });
      }
    }
  }
  await app.db.transaction(async (tx) => {
    await trainingRowsInsert(tx, examples);
    await modelTrainingQueue(tx, { id: PLATFORM.id, name: PLATFORM.name }, null, 'seeder');
  });
  app.jobs.wake();
}

/**
 * At the first start (after the demo feedback): the two demo surveys and their responses, scaled to
 * SEED_FEEDBACK (6% of it, at most 3,000). Answers the number of responses stored.
 */
export async function seedDemoSurveys(app: FastifyInstance, nowMs = Date.now()): Promise<number> {
  const total = Math.min(RESPONSES_MAX, Math.round(app.config.SEED_FEEDBACK * RESPONSES_PER_FEEDBACK));
  if (total === 0) return 0;
  const [any] = await app.db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM surveys) AS any');
  if (any?.any) return 0;
  const present = await app.db.query<{ id: string }>(
    `SELECT id FROM applications WHERE kind = 'surveyTool' AND id = ANY($1::text[])`,
    [DEMO_SURVEYS.map((survey) => survey.appId)],
  );
  const surveys = DEMO_SURVEYS.filter((survey) => present.some((row) => row.id === survey.appId));
  if (surveys.length === 0) return 0;
  const rand = Rand.fromKey(app.config.SEED ^ 0x5eed_5a7e);
  await seedSurveyCategories(
    app,
    surveys.map((survey) => survey.appId),
    rand,
  );

  const author = personaByUsername('surveyor')!;
  const firstDay = nowMs - (SEED_DAYS + 1) * DAY_MS;
  // The surveys were built the day before their first answer; each later call passes its own time.
  const service = await surveysServiceOf(app, { now: () => firstDay });
  let stored = 0;
  for (const survey of surveys) {
    const created = await service.create(personaUser(author), {
      applicationId: survey.appId,
      survey: surveyInputSchema.parse(survey.definition),
    });
    const tables = { normal: issueTable(survey.issues, false), outage: issueTable(survey.issues, true) };
    const times = responseTimes(rand, Math.round(total * survey.share), nowMs);
    // The answers are drawn in order (the same data for the same seed), then sent many at once, as
    // respondents do: the service writes responses that arrive together in one transaction.
    const planned = times.map(({ ts, outage }) => {
      const who = respondentOf(rand, outage ? tables.outage : tables.normal, survey.appName);
      return { ts, who, answers: survey.answers(rand, who) };
    });
    const waitingFiles: { id: string; ts: number }[] = [];
    for (let start = 0; start < planned.length; start += SUBMITS_AT_ONCE) {
      const chunk = planned.slice(start, start + SUBMITS_AT_ONCE);
      const answers = await Promise.all(
        chunk.map(({ ts, who, answers: given }) =>
          service.submit(
            created._id,
            { answers: given },
            { userAgent: who.userAgent, acceptLanguage: who.acceptLanguage, now: ts },
          ),
        ),
      );
      answers.forEach((answer, index) => {
        if (answer.uploadPath) waitingFiles.push({ id: answer._id, ts: chunk[index]!.ts });
      });
      stored += answers.length;
    }
    // A few respondents send a file, spread over the period.
    const step = Math.max(1, Math.floor(waitingFiles.length / UPLOADS));
    for (let i = 0; i < UPLOADS && i * step < waitingFiles.length; i += 1) {
      const { id, ts } = waitingFiles[i * step]!;
      const png = i % 3 !== 2;
      await service.upload(
        id,
        png
          ? {
              fileName: rand.pick(PNG_NAMES),
              bytes: demoPng(rand.between(320, 480), rand.between(200, 320), [
                rand.int(256),
                rand.int(256),
                rand.int(256),
              ]),
            }
          : {
              fileName: rand.pick(PDF_NAMES),
              bytes: demoPdf(
                `Monthly statement - amount due $${rand.between(60, 240)}.${rand.between(10, 99)}`,
              ),
            },
        ts + rand.between(2, 40) * 60_000,
      );
    }
    // Showings that ended without an answer.
    const abandoned = Math.round(times.length * ABANDONED_PER_RESPONSE);
    for (let i = 0; i < abandoned; i += 1) {
      await service.display(created._id, nowMs - rand.int(SEED_DAYS * DAY_MS));
    }
  }
  app.jobs.wake();
  return stored;
}

export function demoPng(
  width: number,
  height: number,
  rgb: [number, number, number] = [40, 110, 200],
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small valid one-page PDF showing one line of text (a respondent's bill or letter). */
export function demoPdf(text: string): Buffer {
  const safe = text.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = `BT /F1 14 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
