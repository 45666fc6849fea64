import { createHash } from 'node:crypto';
import {
  type Category,
  categoryGroupSchema,
  categorySchema,
  feedbackItemSchema,
  manualCategorySchema,
  platformSchema,
} from '@prism/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../catalogue';
import { DEMO_EXPERIMENTS, demoExperimentSchedule } from '../generator-scenario';
import { localDayOfWeek, localHour } from '../generator-time';
import { DIGITAL_SURVEYS, JOURNEY_SURVEYS } from './feedback-fields';
import {
  type DemoFeedbackEntry,
  type DemoFeedbackOptions,
  type FeedbackTone,
  demoFeedbackCatalogue,
  demoFeedbackIncidents,
  demoFeedbackPlatform,
  demoFeedbackPlatformId,
  generateDemoFeedback,
  generateDemoFeedbackEntries,
  generateDemoFeedbackItems,
} from './feedback-generator';
import { feedbackIssueTopic } from './feedback-text';

const DAY_MS = 86_400_000;
// Local midnight (UTC-5) on a Monday.
const NOW_MS = Date.UTC(2025, 5, 2, 5);
const BASE: DemoFeedbackOptions = { nowMs: NOW_MS, count: 5_000, seed: 42 };

let shared: DemoFeedbackEntry[] | undefined;
/** One 5,000-item run shared by the statistical tests, made once. */
function run(): DemoFeedbackEntry[] {
  shared ??= [...generateDemoFeedbackEntries(BASE)];
  return shared;
}

function hashOf(items: Iterable<unknown>): string {
  const hash = createHash('sha256');
  for (const item of items) hash.update(JSON.stringify(item));
  return hash.digest('hex');
}

function share<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  let n = 0;
  for (const item of items) if (predicate(item)) n++;
  return items.length === 0 ? 0 : n / items.length;
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function scores(tone: FeedbackTone, field: 'starRating' | 'NPS' | 'CSAT' | 'CES'): number[] {
  return run().flatMap((entry) => {
    const value = entry.tone === tone ? entry.item[field] : null;
    return typeof value === 'number' ? [value] : [];
  });
}

/** The catalogue id an item's appName + appType resolve to: the exact id, or the one app with that name and type. */
function appIdOf(item: { appName: string; appType: string }): string[] {
  const exact = `${item.appName}@${item.appType}`;
  if (DEMO_CATALOGUE.some((app) => app.id === exact)) return [exact];
  return DEMO_CATALOGUE.filter((app) => app.name === item.appName && app.type === item.appType).map(
    (app) => app.id,
  );
}

const catalogue = demoFeedbackCatalogue();
const categoryById = new Map(catalogue.categories.map((category) => [category._id, category]));
const hasChild = new Set(
  catalogue.categories.flatMap((category) => (category.parent ? [category.parent] : [])),
);

function ancestorsOf(category: Category): Category[] {
  const out: Category[] = [];
  for (let at = category.parent; at !== null; at = categoryById.get(at)?.parent ?? null) {
    const parent = categoryById.get(at);
    if (!parent) break;
    out.push(parent);
  }
  return out;
}

function isActiveLeaf(category: Category): boolean {
  return (
    !hasChild.has(category._id) && !category.isArchived && ancestorsOf(category).every((a) => !a.isArchived)
  );
}

describe('generateDemoFeedback: determinism and size', () => {
  it('gives identical output for the same options and different output for another seed', () => {
    const options = { ...BASE, count: 2_000 };
    expect(hashOf(generateDemoFeedbackItems(options))).toBe(
      hashOf(generateDemoFeedbackItems({ ...options })),
    );
    expect(hashOf(generateDemoFeedbackItems({ ...options, seed: 43 }))).not.toBe(
      hashOf(generateDemoFeedbackItems(options)),
    );
    // Every bit of the seed counts.
    expect(hashOf(generateDemoFeedbackItems({ ...options, seed: 42 + 2 ** 32 }))).not.toBe(
      hashOf(generateDemoFeedbackItems(options)),
    );
  });

  it('gives the array form the same items as the iterator, exactly as many as asked', () => {
    const options = { ...BASE, count: 1_234 };
    const data = generateDemoFeedback(options);
    expect(data.items).toHaveLength(1_234);
    expect(hashOf(data.items)).toBe(hashOf(generateDemoFeedbackItems(options)));
    expect(generateDemoFeedback({ ...BASE, count: 0 }).items).toEqual([]);
    expect([...generateDemoFeedbackItems({ nowMs: NOW_MS, seed: 1, days: 1, count: 7 })]).toHaveLength(7);
  });

  it('refuses options it cannot honour', () => {
    expect(() => generateDemoFeedback({ ...BASE, count: -1 })).toThrow(RangeError);
    expect(() => generateDemoFeedback({ ...BASE, count: 1.5 })).toThrow(RangeError);
    expect(() => generateDemoFeedback({ ...BASE, days: 0 })).toThrow(RangeError);
    expect(() => generateDemoFeedback({ ...BASE, seed: Number.NaN })).toThrow(RangeError);
    expect(() => generateDemoFeedback({ ...BASE, nowMs: Date.UTC(1999, 0, 1) })).toThrow(RangeError);
  });

  it('hands out copies of the catalogue, so a caller cannot change the next run', () => {
    const first = generateDemoFeedback({ ...BASE, count: 0 });
    (first.categories[0] as Category).description = 'changed';
    expect(generateDemoFeedback({ ...BASE, count: 0 }).categories[0]?.description).not.toBe('changed');
  });
});

describe('generateDemoFeedback: items', () => {
  it('makes every item a valid feedback item once given an _id, without enrichment fields', () => {
    run().forEach((entry, i) => {
      const parsed = feedbackItemSchema.safeParse({ ...entry.item, _id: `fb-${i}` });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(entry.item).not.toHaveProperty('_id');
      for (const field of ['awsSentiment', 'awsKeywords', 'awsCategories', 'awsCategoriesScore'])
        expect(entry.item).not.toHaveProperty(field);
    });
  });

  it('names an app of the catalogue that belongs to the item’s platform', () => {
    for (const entry of run()) {
      const ids = appIdOf(entry.item);
      expect(ids, `${entry.item.appName}@${entry.item.appType}`).toHaveLength(1);
      expect(demoFeedbackPlatform(entry.platform).platform.applicationIDs).toContain(ids[0]);
    }
  });

  it('spreads items over the sources and platforms', () => {
    const entries = run();
    const bySource = (source: string) => share(entries, (e) => e.item.source === source);
    expect(bySource('cqe')).toBeGreaterThan(0.5);
    expect(bySource('cqe')).toBeLessThan(0.7);
    expect(bySource('digital-survey')).toBeGreaterThan(0.13);
    expect(bySource('journey-survey')).toBeGreaterThan(0.1);
    expect(bySource('employee-experience')).toBeGreaterThan(0.04);
    for (const key of ['portals', 'video', 'internal', 'digital', 'journey', 'employee'] as const)
      expect(
        share(entries, (e) => e.platform === key),
        key,
      ).toBeGreaterThan(0.02);
  });

  it('keeps timestamps inside [now − days, now), also for a short window', () => {
    for (const { item } of run()) {
      expect(item.timestamp).toBeGreaterThanOrEqual(NOW_MS - 90 * DAY_MS);
      expect(item.timestamp).toBeLessThan(NOW_MS);
    }
    for (const item of generateDemoFeedbackItems({ nowMs: NOW_MS + 1234, days: 2, count: 2_000, seed: 5 })) {
      expect(item.timestamp).toBeGreaterThanOrEqual(NOW_MS + 1234 - 2 * DAY_MS);
      expect(item.timestamp).toBeLessThan(NOW_MS + 1234);
    }
  });

  it('follows the daily and weekly rhythm', () => {
    const items = run().filter((e) => e.incident === null && e.item.source !== 'employee-experience');
    const night = share(items, (e) => localHour(e.item.timestamp) >= 2 && localHour(e.item.timestamp) < 5);
    const evening = share(
      items,
      (e) => localHour(e.item.timestamp) >= 18 && localHour(e.item.timestamp) < 21,
    );
    expect(evening).toBeGreaterThan(night * 4);
    // The employee pulse is answered at work: per day, weekends see well under half a weekday's answers.
    const staff = run().filter((e) => e.item.source === 'employee-experience');
    const weekend = share(staff, (e) => [0, 6].includes(localDayOfWeek(e.item.timestamp)));
    expect(weekend / 2 / ((1 - weekend) / 5)).toBeLessThan(0.6);
  });

  it('shows the outage as a spike of negative connectivity feedback', () => {
    const entries = [...generateDemoFeedbackEntries({ ...BASE, count: 20_000 })];
    const outage = demoFeedbackIncidents({ nowMs: NOW_MS }).find((incident) => incident.key === 'outage');
    if (!outage) throw new Error('no outage');
    const inWindow = (ms: number, shiftDays: number) =>
      ms >= outage.startMs + shiftDays * DAY_MS && ms < outage.endMs + shiftDays * DAY_MS;
    const during = entries.filter((e) => inWindow(e.item.timestamp, 0));
    // The same hours a week before and a week after.
    const usual =
      entries.filter((e) => inWindow(e.item.timestamp, -7) || inWindow(e.item.timestamp, 7)).length / 2;
    expect(during.length).toBeGreaterThan(usual * 3);
    const connectivity = share(
      during,
      (e) =>
        (e.tone === 'negative' || e.tone === 'mixed') &&
        e.issues.some((issue) => ['outage', 'speed'].includes(feedbackIssueTopic(issue))),
    );
    expect(connectivity).toBeGreaterThan(0.6);
  });

  it('gives scores that agree with the tone of the text', () => {
    expect(mean(scores('negative', 'starRating'))).toBeLessThan(2.5);
    expect(mean(scores('positive', 'starRating'))).toBeGreaterThan(4);
    expect(mean(scores('negative', 'NPS'))).toBeLessThan(4);
    expect(mean(scores('positive', 'NPS'))).toBeGreaterThan(8);
    expect(mean(scores('positive', 'CSAT'))).toBeGreaterThan(80);
    expect(mean(scores('negative', 'CES'))).toBeGreaterThan(mean(scores('positive', 'CES')) + 2);
    // No furious text with top marks, no praise with bottom ones.
    expect(Math.max(...scores('negative', 'starRating'))).toBeLessThan(5);
    expect(Math.max(...scores('negative', 'NPS'))).toBeLessThan(9);
    expect(Math.min(...scores('positive', 'starRating'))).toBeGreaterThan(2);
    expect(Math.min(...scores('positive', 'CSAT'))).toBeGreaterThanOrEqual(50);
    expect(Math.min(...scores('positive', 'NPS'))).toBeGreaterThan(5);
  });

  it('asks each source for its own scores', () => {
    for (const { item } of run()) {
      if (item.source === 'cqe') {
        expect(item.CSAT ?? item.NPS ?? item.SR).toBeUndefined();
        expect(item.visitId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      } else {
        expect(item.starRating ?? item.starRatingExternal).toBeUndefined();
      }
      if (item.SR !== undefined && item.SR !== null) expect([0, 1]).toContain(item.SR);
      if (typeof item.CSAT === 'number') expect(item.CSAT % 10).toBe(0);
      // App-store ratings only for store apps.
      if (item.starRatingExternal != null) expect(item.browser ?? null).toBeNull();
    }
    const cqe = run().filter((e) => e.item.source === 'cqe');
    expect(share(cqe, (e) => e.item.starRatingExternal != null)).toBeGreaterThan(0.03);
    const visitIds = cqe.map((e) => e.item.visitId);
    expect(new Set(visitIds).size).toBe(visitIds.length);
  });

  it('fills the survey fields of digital and journey surveys', () => {
    const digital = run().filter((e) => e.item.source === 'digital-survey');
    const surveys = new Map(DIGITAL_SURVEYS.map((survey) => [survey.id, survey]));
    for (const { item } of digital) {
      const survey = surveys.get(item.surveyID ?? '');
      expect(survey, String(item.surveyID)).toBeDefined();
      expect(item.pageName).toBe(survey?.pageName);
      expect(item.journeyType).toBe(survey?.journeyType);
    }
    expect(new Set(digital.map((e) => e.item.surveyID)).size).toBe(DIGITAL_SURVEYS.length);

    const journey = run().filter((e) => e.item.source === 'journey-survey');
    const installs = new Set(JOURNEY_SURVEYS.filter((s) => s.activation).map((s) => s.id));
    for (const { item } of journey) {
      expect(JOURNEY_SURVEYS.map((s) => s.id)).toContain(item.surveyID);
      expect(item.journeyType && item.surveyType).toBeTruthy();
      if (installs.has(item.surveyID ?? '')) {
        expect(item.activationMethod).toBeGreaterThanOrEqual(0);
        expect(item.activationMethod).toBeLessThanOrEqual(18);
        expect(item.activationProcessScale).toBeGreaterThanOrEqual(1);
      } else {
        expect(item.activationMethod).toBeUndefined();
      }
    }
    const answered = journey.filter((e) => e.item.speedExpectations);
    expect(answered.length).toBeGreaterThan(journey.length / 4);
    // Unhappy customers expect more than they get.
    const slower = (e: DemoFeedbackEntry) => /slower/i.test(e.item.speedExpectations ?? '');
    expect(
      share(
        answered.filter((e) => e.tone === 'negative'),
        slower,
      ),
    ).toBeGreaterThan(
      share(
        answered.filter((e) => e.tone === 'positive'),
        slower,
      ) + 0.4,
    );
  });

  it('describes employees on employee-experience items and customers on some others', () => {
    const employees = run().filter((e) => e.item.source === 'employee-experience');
    for (const { item } of employees) {
      for (const field of [
        'department',
        'businessUnit',
        'title',
        'email',
        'pid',
        'firstName',
        'lastName',
        'username',
      ] as const)
        expect(item[field], field).toBeTruthy();
      expect(item.email).toMatch(/@corp\.example\.com$/);
    }
    expect(share(employees, (e) => typeof e.item.altVerbatim === 'string')).toBeGreaterThan(0.5);

    const customers = run().filter((e) => e.item.source !== 'employee-experience');
    const personal = customers.filter((e) => e.item.email);
    expect(personal.length / customers.length).toBeGreaterThan(0.1);
    expect(personal.length / customers.length).toBeLessThan(0.5);
    for (const { item } of personal) {
      expect(item.email).toMatch(/@example\.(com|net|org)$/);
      expect(item.phoneNumber).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      if (item.accountNumber) expect(item.accountNumber).toMatch(/^\d{16}$/);
    }
    expect(customers.some((e) => e.item.accountNumber)).toBe(true);
    // Staff tools carry no account or customer.
    for (const e of run().filter((x) => x.platform === 'internal'))
      expect(e.item.accountNumber ?? e.item.email).toBeUndefined();
  });

  it('puts experiment ids only on apps and times the experiment ran on', () => {
    const schedule = new Map(demoExperimentSchedule(NOW_MS).map((times) => [times.uuid, times]));
    const withExperiment = run().filter((e) => e.item.experimentUuids);
    expect(withExperiment.length).toBeGreaterThan(0);
    expect(withExperiment.length / run().length).toBeLessThan(0.1);
    for (const { item } of withExperiment) {
      const uuid = item.experimentUuids?.[0] ?? '';
      const experiment = DEMO_EXPERIMENTS.find((candidate) => candidate.uuid === uuid);
      const times = schedule.get(uuid);
      expect(experiment?.appIds).toContain(appIdOf(item)[0]);
      expect(item.timestamp).toBeGreaterThanOrEqual(times?.startMs ?? Infinity);
      expect(experiment?.variants.map((v) => v.uuid)).toContain(item.variantUuids?.[0]);
    }
  });
});

describe('generateDemoFeedback: texts', () => {
  it('leaves a sensible share of verbatims empty, flagged as null verbatims', () => {
    const entries = run();
    for (const { item } of entries) {
      expect(item.isNullVerbatim).toBe(item.verbatim === null);
      expect(item.mlAnalysisField ?? null).toBe(item.verbatim ?? null);
    }
    const empty = share(entries, (e) => e.item.verbatim === null);
    expect(empty).toBeGreaterThan(0.03);
    expect(empty).toBeLessThan(0.15);
  });

  it('writes a few in Spanish, and those read as Spanish', () => {
    const written = run().filter((e) => e.item.verbatim);
    const spanish = written.filter((e) => e.item.language === 'es');
    expect(spanish.length / written.length).toBeGreaterThan(0.01);
    expect(spanish.length / written.length).toBeLessThan(0.08);
    const reads = (text: string) =>
      /[áéíóúñ¿¡]|\b(el|la|de|que|muy|por|no|me|se|mi|nada|sin|gracias|excelente|regular|bien)\b/i.test(text);
    expect(share(spanish, (e) => reads(e.item.verbatim ?? ''))).toBeGreaterThan(0.9);
    expect(
      share(
        written.filter((e) => e.item.language === 'en'),
        (e) => /[ñ¿¡]/.test(e.item.verbatim ?? ''),
      ),
    ).toBe(0);
  });

  it('varies the wording and the length', () => {
    const written = run().flatMap((e) => (e.item.verbatim ? [e.item.verbatim] : []));
    expect(new Set(written).size / written.length).toBeGreaterThan(0.6);
    const long = run().filter((e) => e.shape === 'long');
    expect(long.length / run().length).toBeGreaterThan(0.03);
    for (const e of long) {
      expect(e.item.verbatim?.length).toBeGreaterThanOrEqual(300);
      expect(e.item.verbatim?.length).toBeLessThanOrEqual(1_500);
    }
    expect(written.filter((text) => text.length <= 12).length).toBeGreaterThan(written.length * 0.03);
    // Typed on a phone: all lower case, no punctuation.
    expect(written.filter((text) => text.length > 40 && !/[A-Z.,!?]/.test(text)).length).toBeGreaterThan(20);
    // No slot left unfilled.
    for (const text of written) expect(text).not.toMatch(/\{\w+\}/);
  });
});

describe('demoFeedbackCatalogue', () => {
  it('makes valid platforms whose applications are in the catalogue', () => {
    expect(catalogue.platforms.map((p) => p.name)).toEqual([
      'Portals',
      'Video',
      'Internal',
      'Digital Surveys',
      'Journey Surveys',
      'Employee Experience',
    ]);
    const ids = new Set(DEMO_CATALOGUE.map((app) => app.id));
    for (const platform of catalogue.platforms) {
      expect(platformSchema.parse(platform)).toEqual(platform);
      expect(platform.mlAnalysisField).toBe('verbatim');
      for (const id of platform.applicationIDs) expect(ids, id).toContain(id);
    }
    expect(
      catalogue.platforms.find((p) => p._id === demoFeedbackPlatformId('digital'))?.applicationIDs,
    ).toEqual(['DigitalSurvey@Web@portals']);
  });

  it('makes a valid three-level hierarchy per platform with about eight top categories', () => {
    const ids = catalogue.categories.map((c) => c._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of catalogue.categories) {
      expect(categorySchema.parse(category)).toEqual(category);
      expect(category._id.length).toBeLessThanOrEqual(64);
      const ancestors = ancestorsOf(category);
      expect(ancestors.length).toBeLessThanOrEqual(2);
      if (category.parent !== null) {
        const parent = categoryById.get(category.parent);
        expect(parent, category._id).toBeDefined();
        expect(parent?.category).toBe(category.category);
        expect(parent?.applicationIDs).toEqual(category.applicationIDs);
      }
      expect(category.hasArchivedParent).toBe(ancestors.some((a) => a.isArchived));
    }
    for (const platform of catalogue.platforms) {
      const own = catalogue.categories.filter(
        (c) => c.applicationIDs.join() === platform.applicationIDs.join(),
      );
      const tops = own.filter((c) => c.parent === null);
      expect(tops.length, platform.name).toBeGreaterThanOrEqual(7);
      expect(tops.length, platform.name).toBeLessThanOrEqual(10);
      expect(
        own.some((c) => ancestorsOf(c).length === 2),
        platform.name,
      ).toBe(true);
      expect(
        own.some((c) => c.isArchived),
        platform.name,
      ).toBe(true);
    }
    // An archived mid-level category whose children are inactive with it.
    const archivedMid = catalogue.categories.find(
      (c) => c.isArchived && c.parent !== null && hasChild.has(c._id),
    );
    expect(archivedMid).toBeDefined();
    const children = catalogue.categories.filter((c) => c.parent === archivedMid?._id);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(child.hasArchivedParent && !isActiveLeaf(child)).toBe(true);
  });

  it('hangs manual categories under existing categories and groups existing active leaves', () => {
    expect(catalogue.manualCategories.length).toBeGreaterThan(10);
    expect(new Set(catalogue.manualCategories.map((m) => m._id)).size).toBe(
      catalogue.manualCategories.length,
    );
    for (const manual of catalogue.manualCategories) {
      expect(manualCategorySchema.parse(manual)).toEqual(manual);
      expect(categoryById.get(manual.category)?.applicationIDs).toEqual(manual.applicationIDs);
    }
    expect(catalogue.manualCategories.some((m) => m.isArchived)).toBe(true);
    for (const group of catalogue.categoryGroups) {
      expect(categoryGroupSchema.parse(group)).toEqual(group);
      for (const id of group.categoryIds)
        expect(isActiveLeaf(categoryById.get(id) as Category), id).toBe(true);
      expect(group.categoryOptions.map((o) => o.value)).toEqual(group.categoryIds);
    }
  });
});

describe('generateDemoFeedback: triage state', () => {
  it('applies only active leaves of the item’s platform that match what the text is about', () => {
    let applied = 0;
    for (const entry of run()) {
      const platform = demoFeedbackPlatform(entry.platform);
      const matching = new Set(entry.issues.map((issue) => platform.leavesByIssue.get(issue)?._id));
      for (const category of entry.item.prismAppliedCategories ?? []) {
        applied++;
        const record = categoryById.get(category._id);
        expect(record, category._id).toBeDefined();
        expect(isActiveLeaf(record as Category)).toBe(true);
        expect(record?.applicationIDs).toEqual(platform.platform.applicationIDs);
        expect(matching.has(category._id)).toBe(true);
        expect(category.category).toBe(record?.subcategory ?? record?.category);
      }
      if (entry.issues.length === 0) expect(entry.item.prismAppliedCategories ?? []).toEqual([]);
    }
    expect(applied).toBeGreaterThan(run().length * 0.3);
  });

  it('applies manual categories hung under the applied category or its ancestors', () => {
    const manualById = new Map(catalogue.manualCategories.map((m) => [m._id, m]));
    let count = 0;
    for (const { item } of run()) {
      const allowed = new Set(
        (item.prismAppliedCategories ?? []).flatMap((c) => {
          const record = categoryById.get(c._id) as Category;
          return [record._id, ...ancestorsOf(record).map((a) => a._id)];
        }),
      );
      for (const manual of item.prismAppliedManualCategories ?? []) {
        count++;
        const record = manualById.get(manual._id);
        expect(record && allowed.has(record.category)).toBe(true);
        expect(manual.isArchived).toBe(record?.isArchived);
        expect((item.prismAppliedCategories ?? []).map((c) => c.manualCategory)).toContain(
          manual.manualCategory,
        );
      }
    }
    expect(count).toBeGreaterThan(50);
  });

  it('flags, reviews, hides, reroutes and annotates in believable shares', () => {
    const entries = run();
    const flagged = share(entries, (e) => e.item.isFlagged === true);
    expect(flagged).toBeGreaterThan(0.025);
    expect(flagged).toBeLessThan(0.06);
    const reviewed = share(entries, (e) => e.item.isReviewed === true);
    expect(reviewed).toBeGreaterThan(0.19);
    expect(reviewed).toBeLessThan(0.31);
    const notes = share(entries, (e) => Boolean(e.item.notes));
    expect(notes).toBeGreaterThan(0.015);
    expect(notes).toBeLessThan(0.05);
    const hidden = share(entries, (e) => e.item.isHidden === true);
    expect(hidden).toBeGreaterThan(0.004);
    expect(hidden).toBeLessThan(0.02);
    const retrain = share(entries, (e) => e.item.useForRetrain === true);
    expect(retrain).toBeGreaterThan(0.01);
    expect(retrain).toBeLessThan(0.035);
    // Complaints are flagged far more often than praise.
    expect(
      share(
        entries.filter((e) => e.tone === 'negative'),
        (e) => e.item.isFlagged === true,
      ),
    ).toBeGreaterThan(
      share(
        entries.filter((e) => e.tone === 'positive'),
        (e) => e.item.isFlagged === true,
      ) * 4,
    );
  });

  it('reroutes flagged items to their categories, some of them sent', () => {
    const rerouted = run().filter((e) => (e.item.reroutedCategories?.length ?? 0) > 0);
    expect(rerouted.length).toBeGreaterThan(20);
    for (const { item } of run()) {
      const applied = (item.prismAppliedCategories ?? []).map((c) => c._id);
      for (const id of item.reroutedCategories ?? []) expect(applied).toContain(id);
      if ((item.reroutedCategories?.length ?? 0) > 0) expect(item.isFlagged).toBe(true);
      expect(item.isRerouteSent).toBe((item.rerouteSentCategories?.length ?? 0) > 0);
      for (const id of item.rerouteSentCategories ?? []) expect(item.reroutedCategories).toContain(id);
    }
    const sent = share(rerouted, (e) => e.item.isRerouteSent === true);
    expect(sent).toBeGreaterThan(0.25);
    expect(sent).toBeLessThan(0.85);
  });
});
