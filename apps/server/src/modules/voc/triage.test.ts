import type { FeedbackIngestItem } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { categoryTree, feedbackInput, gql, ingest, type GraphqlAnswer } from './voc-test-kit';

/**
 * Triage (spec 001 sections 4, 5 and 7): updateFeedbackOne and updateFeedbackBatch with the spec's
 * argument names, and the status filters that read what triage writes.
 */

const ITEM_FIELDS = `_id notes isFlagged isReviewed isHidden useForRetrain isRerouteSent reroutedCategories
  rerouteSentCategories prismAppliedCategories { _id category manualCategory }
  prismAppliedManualCategories { _id manualCategory isArchived }`;

interface Item {
  _id: string;
  notes: string | null;
  isFlagged: boolean;
  isReviewed: boolean;
  isHidden: boolean;
  useForRetrain: boolean;
  isRerouteSent: boolean;
  reroutedCategories: string[];
  rerouteSentCategories: string[];
  prismAppliedCategories: { _id: string; category: string; manualCategory: string | null }[];
  prismAppliedManualCategories: { _id: string; manualCategory: string; isArchived: boolean }[];
}

/** What a triage call may change; a key left out is not sent at all. */
interface Change {
  entityID?: string;
  prismAppliedCategories?: { _id: string; manualCategory?: string }[];
  prismAppliedManualCategories?: string[];
  notes?: string | null;
  isFlagged?: boolean;
  isReviewed?: boolean;
  isHidden?: boolean;
  useForRetrain?: boolean;
  reroutedCategories?: string[];
  rerouteSentCategories?: string[];
}

/** The GraphQL type of each change argument. */
const CHANGE_TYPES: Record<keyof Change, string> = {
  entityID: 'String',
  prismAppliedCategories: '[AppliedCategoryInput!]',
  prismAppliedManualCategories: '[String!]',
  notes: 'String',
  isFlagged: 'Boolean',
  isReviewed: 'Boolean',
  isHidden: 'Boolean',
  useForRetrain: 'Boolean',
  reroutedCategories: '[String!]',
  rerouteSentCategories: '[String!]',
};

/**
 * The variables and arguments of a change: only those given are sent, as an argument left out is
 * not changed (and GraphQL refuses a declared variable that is not used).
 */
function changeParts(change: Change): { variables: string; args: string } {
  const keys = Object.keys(change) as (keyof Change)[];
  return {
    variables: keys.map((key) => `, $${key}: ${CHANGE_TYPES[key]}`).join(''),
    args: keys.map((key) => `, ${key}: $${key}`).join(''),
  };
}

/** An item that needs no enrichment (it comes with its sentiment), so only triage writes to it. */
const settled = (overrides: Partial<FeedbackIngestItem> = {}) =>
  feedbackInput({
    awsSentiment: { sentiment: 'neutral', positive: 0.1, negative: 0.1, mixed: 0.1, neutral: 0.7 },
    ...overrides,
  });

describe('Voice of Customer triage', () => {
  let t: TestApp;
  let tree: Awaited<ReturnType<typeof categoryTree>>;
  let refunds: string;
  let login: string;
  let legacyLeaf: string;
  let escalated: string;

  async function insertCategory(args: Record<string, unknown>): Promise<string> {
    const answer = await gql<{ insertCategory: { _id: string } }>(
      t,
      'admin',
      `mutation ($category: String!, $parent: String, $subcategory: String) {
        insertCategory(applicationIDs: ["MSA@Web", "MSA@iOS"], category: $category, parent: $parent,
          subcategory: $subcategory) { _id } }`,
      args,
    );
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.insertCategory._id;
  }

  async function updateOne(
    persona: string,
    id: string,
    change: Change,
  ): Promise<GraphqlAnswer<{ updateFeedbackOne: Item }>> {
    const parts = changeParts(change);
    return gql<{ updateFeedbackOne: Item }>(
      t,
      persona,
      `mutation ($id: String!${parts.variables}) {
        updateFeedbackOne(_id: $id${parts.args}) { ${ITEM_FIELDS} } }`,
      { id, ...change },
    );
  }

  async function updateBatch(
    persona: string,
    ids: string[],
    keepExistingData: boolean | undefined,
    change: Change,
  ): Promise<GraphqlAnswer<{ updateFeedbackBatch: { updated: number; ids: string[] } }>> {
    const parts = changeParts(change);
    return gql<{ updateFeedbackBatch: { updated: number; ids: string[] } }>(
      t,
      persona,
      `mutation ($ids: [String!]!, $keepExistingData: Boolean${parts.variables}) {
        updateFeedbackBatch(ids: $ids, keepExistingData: $keepExistingData${parts.args}) { updated ids } }`,
      { ids, keepExistingData, ...change },
    );
  }

  async function read(id: string): Promise<Item> {
    const answer = await gql<{ getFeedbackByID: Item }>(
      t,
      'admin',
      `query ($id: String!) { getFeedbackByID(_id: $id) { ${ITEM_FIELDS} } }`,
      { id },
    );
    return answer.data!.getFeedbackByID;
  }

  /** The ids a getFeedback call answers, sorted, as `voc`. */
  async function list(appId: string, args: string): Promise<string[]> {
    const answer = await gql<{ getFeedback: { _id: string }[] }>(
      t,
      'voc',
      `{ getFeedback(applicationIDs: ["${appId}"], limit: 100${args ? `, ${args}` : ''}) { _id } }`,
    );
    expect(answer.errors, args).toEqual([]);
    return answer.data!.getFeedback.map((item) => item._id).sort();
  }

  async function updatedAt(id: string): Promise<number> {
    const [row] = await t.app.db.query<{ updated_at: Date | string }>(
      'SELECT updated_at FROM voc_feedback WHERE id = $1',
      [id],
    );
    return new Date(row!.updated_at).getTime();
  }

  const sortedIds = (...ids: string[]) => [...ids].sort();

  beforeAll(async () => {
    t = await buildTestApp();
    tree = await categoryTree(t);
    refunds = await insertCategory({ category: 'Billing', parent: tree.billing, subcategory: 'Refunds' });
    login = await insertCategory({ category: 'Login' });
    // A leaf whose grandparent (not its parent) is archived.
    const legacy = await insertCategory({ category: 'Legacy' });
    const legacyMid = await insertCategory({ category: 'Legacy', parent: legacy, subcategory: 'Legacy mid' });
    legacyLeaf = await insertCategory({ category: 'Legacy', parent: legacyMid, subcategory: 'Legacy leaf' });
    await gql(t, 'admin', 'mutation ($id: String!) { updateCategory(_id: $id, isArchived: true) { _id } }', {
      id: legacy,
    });
    const manual = await gql<{ insertManualCategory: { _id: string } }>(
      t,
      'admin',
      `mutation ($category: String!) { insertManualCategory(applicationIDs: ["MSA@Web"], category: $category,
        manualCategory: "Escalated") { _id } }`,
      { category: tree.autopay },
    );
    escalated = manual.data!.insertManualCategory._id;
  });
  afterAll(() => t.close());

  describe('updateFeedbackOne', () => {
    it('applies categories by _id, naming each from the category, with manual categories', async () => {
      const [id] = await ingest(t, [settled()]);
      const answer = await updateOne('voc', id!, {
        entityID: 'MSA@Web',
        prismAppliedCategories: [{ _id: tree.autopay, manualCategory: 'Escalated' }, { _id: login }],
        prismAppliedManualCategories: [escalated],
      });
      expect(answer.errors).toEqual([]);
      expect(answer.data?.updateFeedbackOne.prismAppliedCategories).toEqual([
        { _id: tree.autopay, category: 'Autopay failed', manualCategory: 'Escalated' },
        { _id: login, category: 'Login', manualCategory: null },
      ]);
      expect(answer.data?.updateFeedbackOne.prismAppliedManualCategories).toEqual([
        { _id: escalated, manualCategory: 'Escalated', isArchived: false },
      ]);
      // Stored, with the ancestors the category filters read.
      expect((await read(id!)).prismAppliedCategories.map((applied) => applied._id)).toEqual([
        tree.autopay,
        login,
      ]);
      expect(await list('MSA@Web', `category: ["${tree.billing}"]`)).toContain(id);
      expect(await list('MSA@Web', `manualCategory: ["${escalated}"]`)).toEqual([id]);
      // Without the argument the categories stay; an empty list clears them.
      await updateOne('voc', id!, { isReviewed: true });
      expect((await read(id!)).prismAppliedCategories).toHaveLength(2);
      await updateOne('voc', id!, { prismAppliedCategories: [], prismAppliedManualCategories: [] });
      const cleared = await read(id!);
      expect(cleared.prismAppliedCategories).toEqual([]);
      expect(cleared.prismAppliedManualCategories).toEqual([]);
      expect(await list('MSA@Web', `category: ["No Category"]`)).toContain(id);
    });

    it('sets and clears isFlagged, isReviewed, isHidden and useForRetrain', async () => {
      const [id] = await ingest(t, [settled()]);
      const on = await updateOne('voc', id!, {
        isFlagged: true,
        isReviewed: true,
        isHidden: true,
        useForRetrain: true,
      });
      expect(on.data?.updateFeedbackOne).toMatchObject({
        isFlagged: true,
        isReviewed: true,
        isHidden: true,
        useForRetrain: true,
      });
      expect(await read(id!)).toMatchObject({
        isFlagged: true,
        isReviewed: true,
        isHidden: true,
        useForRetrain: true,
      });
      // Hidden items leave the table unless asked for; training data is its own filter.
      expect(await list('MSA@Web', '')).not.toContain(id);
      expect(await list('MSA@Web', 'includeHidden: true')).toContain(id);
      expect(await list('MSA@Web', 'includeHidden: true, isTrainingDataOnly: true')).toEqual([id]);
      // A flag left out stays as it is.
      const partly = await updateOne('voc', id!, { isHidden: false });
      expect(partly.data?.updateFeedbackOne).toMatchObject({
        isFlagged: true,
        isReviewed: true,
        isHidden: false,
        useForRetrain: true,
      });
      await updateOne('voc', id!, { isFlagged: false, isReviewed: false, useForRetrain: false });
      expect(await read(id!)).toMatchObject({
        isFlagged: false,
        isReviewed: false,
        isHidden: false,
        useForRetrain: false,
      });
      expect(await list('MSA@Web', '')).toContain(id);
    });

    it('saves a note only when its text changed, and clears it with an empty note', async () => {
      const [id] = await ingest(t, [settled({ verbatim: 'The outage map is always out of date' })]);
      const first = await updateOne('voc', id!, { entityID: 'MSA@Web', notes: 'Called back on Tuesday' });
      expect(first.data?.updateFeedbackOne.notes).toBe('Called back on Tuesday');
      expect((await read(id!)).notes).toBe('Called back on Tuesday');
      // Notes are searchable.
      expect(await list('MSA@Web', 'searchText: "tuesday", searchBy: "notes"')).toEqual([id]);

      const stamped = await updatedAt(id!);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const same = await updateOne('voc', id!, { notes: 'Called back on Tuesday' });
      expect(same.errors).toEqual([]);
      expect(same.data?.updateFeedbackOne.notes).toBe('Called back on Tuesday');
      expect(await updatedAt(id!)).toBe(stamped);

      await updateOne('voc', id!, { notes: 'Called back on Wednesday' });
      expect(await updatedAt(id!)).toBeGreaterThan(stamped);
      expect((await read(id!)).notes).toBe('Called back on Wednesday');

      const cleared = await updateOne('voc', id!, { notes: '' });
      expect(cleared.data?.updateFeedbackOne.notes).toBeNull();
      expect((await read(id!)).notes).toBeNull();
      expect(await list('MSA@Web', 'searchText: "wednesday", searchBy: "notes"')).toEqual([]);
    });

    it('refuses a category that has a child, an archived one, one under an archived parent or grandparent', async () => {
      const [id] = await ingest(t, [
        settled({ prismAppliedCategories: [{ _id: login, category: 'Login' }] }),
      ]);
      const before = await read(id!);
      const refusals: [string, string][] = [
        [tree.billing, 'has subcategories'],
        [tree.payments, 'has subcategories'],
        [tree.old, 'archived'],
        [tree.oldLeaf, 'archived'],
        [legacyLeaf, 'archived'],
        ['no-such-category', 'No category no-such-category'],
      ];
      for (const [categoryId, reason] of refusals) {
        const answer = await updateOne('voc', id!, { prismAppliedCategories: [{ _id: categoryId }] });
        expect(answer.data, categoryId).toBeNull();
        expect(answer.errors[0]?.extensions?.status, categoryId).toBe(400);
        expect(answer.errors[0]?.message, categoryId).toContain(reason);
      }
      expect((await read(id!)).prismAppliedCategories).toEqual(before.prismAppliedCategories);
      // Outages' only child is archived: Outages itself is the leaf now.
      const outages = await updateOne('voc', id!, { prismAppliedCategories: [{ _id: tree.outages }] });
      expect(outages.errors).toEqual([]);
      expect(outages.data?.updateFeedbackOne.prismAppliedCategories).toEqual([
        { _id: tree.outages, category: 'Outages', manualCategory: null },
      ]);
    });

    it('refuses a category that does not serve the item’s application', async () => {
      const [id] = await ingest(t, [settled({ appName: 'OneApp', appType: 'Roku' })]);
      const answer = await updateOne('voc', id!, { prismAppliedCategories: [{ _id: tree.autopay }] });
      expect(answer.errors[0]?.extensions?.status).toBe(400);
      expect(answer.errors[0]?.message).toContain('is not a category of OneApp@Roku');
      expect((await read(id!)).prismAppliedCategories).toEqual([]);
    });

    it('answers 404 for an unknown _id and 403 to voc-reader', async () => {
      const unknown = await updateOne('voc', 'no-such-item', { isReviewed: true });
      expect(unknown.data).toBeNull();
      expect(unknown.errors[0]?.extensions?.status).toBe(404);

      const [id] = await ingest(t, [settled()]);
      const reader = await updateOne('voc-reader', id!, { isReviewed: true, notes: 'mine' });
      expect(reader.errors[0]?.extensions?.status).toBe(403);
      expect(await read(id!)).toMatchObject({ isReviewed: false, notes: null });
    });
  });

  describe('updateFeedbackBatch', () => {
    it('adds to existing categories with keepExistingData true and replaces them with false', async () => {
      const ids = await ingest(t, [
        settled({ prismAppliedCategories: [{ _id: tree.autopay, category: 'Autopay failed' }] }),
        settled({ prismAppliedCategories: [{ _id: refunds, category: 'Refunds' }] }),
      ]);
      const kept = await updateBatch('voc', ids, true, {
        prismAppliedCategories: [{ _id: login }, { _id: tree.autopay }],
        isReviewed: true,
      });
      expect(kept.errors).toEqual([]);
      expect(kept.data?.updateFeedbackBatch).toEqual({ updated: 2, ids });
      expect((await read(ids[0]!)).prismAppliedCategories.map((applied) => applied._id)).toEqual([
        tree.autopay,
        login,
      ]);
      expect((await read(ids[1]!)).prismAppliedCategories.map((applied) => applied._id)).toEqual([
        refunds,
        login,
        tree.autopay,
      ]);
      expect((await read(ids[1]!)).isReviewed).toBe(true);

      const replaced = await updateBatch('voc', ids, false, { prismAppliedCategories: [{ _id: refunds }] });
      expect(replaced.data?.updateFeedbackBatch.updated).toBe(2);
      for (const id of ids) {
        expect((await read(id)).prismAppliedCategories).toEqual([
          { _id: refunds, category: 'Refunds', manualCategory: null },
        ]);
      }
      // Replacing with what is there changes nothing.
      const again = await updateBatch('voc', ids, false, { prismAppliedCategories: [{ _id: refunds }] });
      expect(again.data?.updateFeedbackBatch.updated).toBe(0);
    });

    it('writes nothing when one item of the batch is refused (all or nothing)', async () => {
      const ids = await ingest(t, [
        settled(),
        settled({ appName: 'OneApp', appType: 'Roku' }),
        settled({ prismAppliedCategories: [{ _id: login, category: 'Login' }] }),
      ]);
      // The category serves MSA only: the OneApp item refuses it, so the MSA items keep theirs.
      const mixed = await updateBatch('voc', ids, false, {
        prismAppliedCategories: [{ _id: tree.autopay }],
        isReviewed: true,
        notes: 'batch note',
      });
      expect(mixed.errors[0]?.extensions?.status).toBe(400);
      // One bad category among good ones.
      const badCategory = await updateBatch('voc', [ids[0]!, ids[2]!], true, {
        prismAppliedCategories: [{ _id: tree.autopay }, { _id: tree.payments }],
        isFlagged: true,
      });
      expect(badCategory.errors[0]?.extensions?.status).toBe(400);
      // An unknown id among known ones.
      const unknown = await updateBatch('voc', [ids[0]!, 'no-such-item'], true, { isHidden: true });
      expect(unknown.errors[0]?.extensions?.status).toBe(404);

      const after = await Promise.all(ids.map(read));
      for (const item of after) {
        expect(item).toMatchObject({ isReviewed: false, isFlagged: false, isHidden: false, notes: null });
      }
      expect(after[0]!.prismAppliedCategories).toEqual([]);
      expect(after[1]!.prismAppliedCategories).toEqual([]);
      expect(after[2]!.prismAppliedCategories.map((applied) => applied._id)).toEqual([login]);
    });

    it('is refused to voc-reader', async () => {
      const ids = await ingest(t, [settled()]);
      const answer = await updateBatch('voc-reader', ids, true, { isReviewed: true });
      expect(answer.errors[0]?.extensions?.status).toBe(403);
      expect((await read(ids[0]!)).isReviewed).toBe(false);
    });
  });

  describe('reroutes and the status filters', () => {
    /** On MSA@iOS, which only this test writes to: plain, flagged awaiting reroute, reroute sent, reviewed. */
    let plain: string;
    let awaiting: string;
    let sent: string;
    let reviewed: string;

    beforeAll(async () => {
      [plain, awaiting, sent, reviewed] = (await ingest(
        t,
        Array.from({ length: 4 }, () => settled({ appType: 'iOS' })),
      )) as [string, string, string, string];
      await updateOne('voc', awaiting, { isFlagged: true, reroutedCategories: [login] });
      await updateOne('voc', sent, { isFlagged: true, reroutedCategories: [login, refunds] });
      await updateOne('voc', reviewed, { isReviewed: true });
    });

    it('moves reroutedCategories to rerouteSentCategories and sets isRerouteSent', async () => {
      const pending = await read(sent);
      expect(pending).toMatchObject({
        reroutedCategories: [login, refunds],
        rerouteSentCategories: [],
        isRerouteSent: false,
      });
      const answer = await updateOne('voc', sent, { rerouteSentCategories: [login] });
      expect(answer.errors).toEqual([]);
      expect(answer.data?.updateFeedbackOne).toMatchObject({
        reroutedCategories: [refunds],
        rerouteSentCategories: [login],
        isRerouteSent: true,
      });
      expect(await read(sent)).toMatchObject({
        reroutedCategories: [refunds],
        rerouteSentCategories: [login],
        isRerouteSent: true,
      });
      expect(await read(awaiting)).toMatchObject({ reroutedCategories: [login], isRerouteSent: false });
    });

    it('filters by flag code 0, 1, 2 and true, reroute code 2, and the reroute page', async () => {
      expect(await list('MSA@iOS', 'isFlagged: 0')).toEqual(sortedIds(plain, reviewed));
      expect(await list('MSA@iOS', 'isFlagged: "0"')).toEqual(sortedIds(plain, reviewed));
      expect(await list('MSA@iOS', 'isFlagged: 1')).toEqual([awaiting]);
      expect(await list('MSA@iOS', 'isFlagged: 2')).toEqual([sent]);
      expect(await list('MSA@iOS', 'isFlagged: "true"')).toEqual(sortedIds(awaiting, sent));
      expect(await list('MSA@iOS', 'isRerouteSent: 2')).toEqual([sent]);
      expect(await list('MSA@iOS', 'isRerouteSent: 0')).toEqual(sortedIds(plain, awaiting, reviewed));
      expect(await list('MSA@iOS', 'reroutePage: true')).toEqual(sortedIds(awaiting, sent));
      expect(await list('MSA@iOS', '')).toEqual(sortedIds(plain, awaiting, sent, reviewed));
    });

    it("reads 'TRUE', 'true' and 3 as reviewed, 'false' and 0 as not reviewed", async () => {
      for (const code of ['"TRUE"', '"true"', '3', 'true']) {
        expect(await list('MSA@iOS', `isReviewed: ${code}`), code).toEqual([reviewed]);
      }
      for (const code of ['"false"', '0', 'false', '"FALSE"']) {
        expect(await list('MSA@iOS', `isReviewed: ${code}`), code).toEqual(sortedIds(plain, awaiting, sent));
      }
      const bad = await gql(t, 'voc', '{ getFeedback(applicationIDs: ["MSA@iOS"], isReviewed: 7) { _id } }');
      expect(bad.errors[0]?.extensions?.status).toBe(400);
    });
  });
});
