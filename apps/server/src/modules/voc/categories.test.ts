import { randomUUID } from 'node:crypto';
import { CATEGORY_DESCRIPTION_MAX, VOC_MSG } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { categoryTree, feedbackInput, gql, ingest, type GraphqlAnswer } from './voc-test-kit';

/**
 * Categories, manual categories and category groups (spec 001 sections 3 to 5, 7): the hierarchy's
 * rules, the active rule of section 4, and the category filters of getFeedback at every level.
 */

interface Category {
  _id: string;
  applicationIDs: string[];
  category: string;
  parent: string | null;
  subcategory: string | null;
  description: string;
  isArchived: boolean;
  hasArchivedParent: boolean;
}

const CATEGORY_FIELDS =
  '_id applicationIDs category parent subcategory description isArchived hasArchivedParent';

describe('Voice of Customer categories', () => {
  let t: TestApp;
  let tree: Awaited<ReturnType<typeof categoryTree>>;

  async function insertCategory(args: {
    applicationIDs?: string[];
    category: string;
    parent?: string | null;
    subcategory?: string | null;
    description?: string;
  }): Promise<GraphqlAnswer<{ insertCategory: Category }>> {
    return gql<{ insertCategory: Category }>(
      t,
      'admin',
      `mutation ($applicationIDs: [String!]!, $category: String!, $parent: String, $subcategory: String,
        $description: String) {
        insertCategory(applicationIDs: $applicationIDs, category: $category, parent: $parent,
          subcategory: $subcategory, description: $description) { ${CATEGORY_FIELDS} } }`,
      { applicationIDs: ['MSA@Web', 'MSA@iOS'], ...args },
    );
  }

  async function insertedId(args: Parameters<typeof insertCategory>[0]): Promise<string> {
    const answer = await insertCategory(args);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.insertCategory._id;
  }

  async function archive(id: string, isArchived = true): Promise<void> {
    const answer = await gql(
      t,
      'admin',
      'mutation ($id: String!, $isArchived: Boolean) { updateCategory(_id: $id, isArchived: $isArchived) { _id } }',
      { id, isArchived },
    );
    expect(answer.errors).toEqual([]);
  }

  async function categories(appIds: string[], includeArchived?: boolean): Promise<Category[]> {
    const answer = await gql<{ getCategories: Category[] }>(
      t,
      'voc-reader',
      `query ($applicationIDs: [String!]!, $includeArchived: Boolean) {
        getCategories(applicationIDs: $applicationIDs, includeArchived: $includeArchived) { ${CATEGORY_FIELDS} } }`,
      { applicationIDs: appIds, includeArchived },
    );
    expect(answer.errors).toEqual([]);
    return answer.data!.getCategories;
  }

  const byId = (list: Category[], id: string) => list.find((category) => category._id === id);

  beforeAll(async () => {
    t = await buildTestApp();
    tree = await categoryTree(t);
  });
  afterAll(() => t.close());

  describe('getCategories', () => {
    it('hides archived categories and those under an archived parent or grandparent', async () => {
      const legacy = await insertedId({ category: 'Legacy' });
      const legacyMid = await insertedId({ category: 'Legacy', parent: legacy, subcategory: 'Legacy mid' });
      const legacyLeaf = await insertedId({
        category: 'Legacy',
        parent: legacyMid,
        subcategory: 'Legacy leaf',
      });
      await archive(legacy);

      const active = await categories(['MSA@Web']);
      const activeIds = active.map((category) => category._id);
      expect(activeIds).toEqual(
        expect.arrayContaining([tree.billing, tree.payments, tree.autopay, tree.outages]),
      );
      for (const hidden of [tree.old, tree.oldLeaf, legacy, legacyMid, legacyLeaf]) {
        expect(activeIds).not.toContain(hidden);
      }
      expect(byId(active, tree.autopay)).toMatchObject({
        category: 'Billing',
        parent: tree.payments,
        subcategory: 'Autopay failed',
        isArchived: false,
        hasArchivedParent: false,
        applicationIDs: ['MSA@Web', 'MSA@iOS'],
      });

      const all = await categories(['MSA@Web'], true);
      expect(byId(all, tree.old)).toMatchObject({ isArchived: true, hasArchivedParent: false });
      expect(byId(all, tree.oldLeaf)).toMatchObject({ isArchived: false, hasArchivedParent: true });
      expect(byId(all, legacy)).toMatchObject({ isArchived: true, hasArchivedParent: false });
      expect(byId(all, legacyMid)).toMatchObject({ isArchived: false, hasArchivedParent: true });
      // The grandparent counts too (spec 001 section 4).
      expect(byId(all, legacyLeaf)).toMatchObject({ isArchived: false, hasArchivedParent: true });

      // Restoring the top category brings its subtree back.
      await archive(legacy, false);
      const restored = (await categories(['MSA@Web'])).map((category) => category._id);
      expect(restored).toEqual(expect.arrayContaining([legacy, legacyMid, legacyLeaf]));
      await archive(legacy);
    });

    it('answers only the categories of the applications named', async () => {
      const roku = await insertedId({ applicationIDs: ['OneApp@Roku'], category: 'Buffering' });
      expect((await categories(['OneApp@Roku'])).map((category) => category._id)).toEqual([roku]);
      expect((await categories(['MSA@Web'])).map((category) => category._id)).not.toContain(roku);
      expect(await categories(['MSA@Android'])).toEqual([]);
    });
  });

  describe('insertCategory', () => {
    it('inserts a top category without a parent and a subcategory under one', async () => {
      const top = await insertCategory({ category: 'Login', description: 'Signing in' });
      expect(top.errors).toEqual([]);
      expect(top.data?.insertCategory).toMatchObject({
        category: 'Login',
        parent: null,
        subcategory: null,
        description: 'Signing in',
        isArchived: false,
      });
      const sub = await insertCategory({
        applicationIDs: ['MSA@Web'],
        category: 'Login',
        parent: top.data!.insertCategory._id,
        subcategory: 'Password reset',
      });
      expect(sub.errors).toEqual([]);
      expect(sub.data?.insertCategory).toMatchObject({
        applicationIDs: ['MSA@Web'],
        category: 'Login',
        parent: top.data!.insertCategory._id,
        subcategory: 'Password reset',
        description: '',
      });
    });

    it('needs a parent for a subcategory and a subcategory name under a parent', async () => {
      const orphan = await insertCategory({ category: 'Billing', subcategory: 'Orphan' });
      expect(orphan.errors[0]?.extensions?.status).toBe(400);
      expect(orphan.errors[0]?.message).toContain(VOC_MSG.subcategoryNeedsParent);
      const unnamed = await insertCategory({ category: 'Billing', parent: tree.billing });
      expect(unnamed.errors[0]?.extensions?.status).toBe(400);
      expect(unnamed.errors[0]?.message).toContain('subcategory');
      const unknownParent = await insertCategory({
        category: 'Billing',
        parent: 'no-such-category',
        subcategory: 'x',
      });
      expect(unknownParent.errors[0]?.extensions?.status).toBe(404);
    });

    it('allows at most three levels', async () => {
      const fourth = await insertCategory({
        category: 'Billing',
        parent: tree.autopay,
        subcategory: 'Too deep',
      });
      expect(fourth.errors[0]?.extensions?.status).toBe(400);
      expect(fourth.errors[0]?.message).toContain('at most three levels');
      const third = await insertCategory({
        category: 'Billing',
        parent: tree.payments,
        subcategory: 'Card declined',
      });
      expect(third.errors).toEqual([]);
    });

    it("keeps a subcategory within its parent's applications and top category", async () => {
      const wider = await insertCategory({
        applicationIDs: ['MSA@Web', 'OneApp@Roku'],
        category: 'Billing',
        parent: tree.billing,
        subcategory: 'Wider',
      });
      expect(wider.errors[0]?.extensions?.status).toBe(400);
      expect(wider.errors[0]?.message).toContain('applicationIDs');
      const elsewhere = await insertCategory({
        category: 'Outages',
        parent: tree.billing,
        subcategory: 'Moved',
      });
      expect(elsewhere.errors[0]?.extensions?.status).toBe(400);
      const narrower = await insertCategory({
        applicationIDs: ['MSA@iOS'],
        category: 'Billing',
        parent: tree.billing,
        subcategory: 'Narrower',
      });
      expect(narrower.errors).toEqual([]);
    });

    it("refuses a description over 256 characters with 'Exceeded the character limit'", async () => {
      const tooLong = await insertCategory({
        category: 'Verbose',
        description: 'x'.repeat(CATEGORY_DESCRIPTION_MAX + 1),
      });
      expect(tooLong.data).toBeNull();
      expect(tooLong.errors[0]?.extensions?.status).toBe(400);
      expect(tooLong.errors[0]?.message).toContain('Exceeded the character limit');
      const atLimit = await insertCategory({ category: 'Verbose', description: 'x'.repeat(256) });
      expect(atLimit.errors).toEqual([]);
      expect(atLimit.data?.insertCategory.description).toHaveLength(256);
      const updated = await gql(
        t,
        'admin',
        `mutation ($id: String!, $description: String) { updateCategory(_id: $id, description: $description) { _id } }`,
        { id: atLimit.data!.insertCategory._id, description: 'y'.repeat(257) },
      );
      expect(updated.errors[0]?.message).toContain('Exceeded the character limit');
    });
  });

  describe('updateCategory', () => {
    it("renames a top category's whole subtree, and refuses a rename below the top", async () => {
      const top = await insertedId({ category: 'Streaming' });
      const mid = await insertedId({ category: 'Streaming', parent: top, subcategory: 'Buffering' });
      const leaf = await insertedId({ category: 'Streaming', parent: mid, subcategory: 'Evenings' });
      const renamed = await gql<{ updateCategory: Category }>(
        t,
        'admin',
        `mutation ($id: String!) { updateCategory(_id: $id, category: "Video playback") { ${CATEGORY_FIELDS} } }`,
        { id: top },
      );
      expect(renamed.errors).toEqual([]);
      expect(renamed.data?.updateCategory.category).toBe('Video playback');
      const all = await categories(['MSA@Web'], true);
      expect(byId(all, mid)).toMatchObject({ category: 'Video playback', subcategory: 'Buffering' });
      expect(byId(all, leaf)).toMatchObject({ category: 'Video playback', subcategory: 'Evenings' });
      expect(byId(all, tree.billing)?.category).toBe('Billing');

      const below = await gql(
        t,
        'admin',
        `mutation ($id: String!) { updateCategory(_id: $id, category: "Elsewhere") { _id } }`,
        { id: mid },
      );
      expect(below.errors[0]?.extensions?.status).toBe(400);
      expect(byId(await categories(['MSA@Web'], true), mid)?.category).toBe('Video playback');

      const subRename = await gql<{ updateCategory: Category }>(
        t,
        'admin',
        `mutation ($id: String!) { updateCategory(_id: $id, subcategory: "Stalls") { ${CATEGORY_FIELDS} } }`,
        { id: mid },
      );
      expect(subRename.data?.updateCategory).toMatchObject({
        category: 'Video playback',
        subcategory: 'Stalls',
      });
      const topSub = await gql(
        t,
        'admin',
        `mutation ($id: String!) { updateCategory(_id: $id, subcategory: "Nope") { _id } }`,
        { id: top },
      );
      expect(topSub.errors[0]?.extensions?.status).toBe(400);
      expect(topSub.errors[0]?.message).toContain(VOC_MSG.topCategoryHasNoParent);
    });

    it('writes a new name onto the items the category was applied to', async () => {
      const top = await insertedId({ category: 'Installs' });
      const leaf = await insertedId({ category: 'Installs', parent: top, subcategory: 'Late technician' });
      const [id] = await ingest(t, [
        feedbackInput({
          verbatim: 'The tech came a day late',
          prismAppliedCategories: [{ _id: leaf, category: 'x' }],
        }),
      ]);
      const applied = async () =>
        (
          await gql<{ getFeedbackByID: { prismAppliedCategories: { _id: string; category: string }[] } }>(
            t,
            'voc',
            'query ($id: String!) { getFeedbackByID(_id: $id) { prismAppliedCategories { _id category } } }',
            { id },
          )
        ).data?.getFeedbackByID.prismAppliedCategories;
      expect(await applied()).toEqual([{ _id: leaf, category: 'Late technician' }]);
      await gql(
        t,
        'admin',
        'mutation ($id: String!) { updateCategory(_id: $id, subcategory: "No-show") { _id } }',
        {
          id: leaf,
        },
      );
      expect(await applied()).toEqual([{ _id: leaf, category: 'No-show' }]);
    });
  });

  describe('manual categories', () => {
    interface Manual {
      _id: string;
      applicationIDs: string[];
      category: string;
      manualCategory: string;
      description: string;
      isArchived: boolean;
    }
    const MANUAL_FIELDS = '_id applicationIDs category manualCategory description isArchived';

    const insertManual = (category: string, manualCategory: string, description?: string) =>
      gql<{ insertManualCategory: Manual }>(
        t,
        'admin',
        `mutation ($category: String!, $manualCategory: String!, $description: String) {
          insertManualCategory(applicationIDs: ["MSA@Web"], category: $category, manualCategory: $manualCategory,
            description: $description) { ${MANUAL_FIELDS} } }`,
        { category, manualCategory, description },
      );

    const manualList = async (includeArchived?: boolean) =>
      (
        await gql<{ getManualCategories: Manual[] }>(
          t,
          'voc',
          `query ($includeArchived: Boolean) {
            getManualCategories(applicationIDs: ["MSA@Web"], includeArchived: $includeArchived) { ${MANUAL_FIELDS} } }`,
          { includeArchived },
        )
      ).data!.getManualCategories;

    it('inserts, refuses a duplicate under the same category with 409, updates and archives', async () => {
      const inserted = await insertManual(tree.autopay, 'Escalated', 'Sent to the billing team');
      expect(inserted.errors).toEqual([]);
      expect(inserted.data?.insertManualCategory).toMatchObject({
        applicationIDs: ['MSA@Web'],
        category: tree.autopay,
        manualCategory: 'Escalated',
        description: 'Sent to the billing team',
        isArchived: false,
      });
      const id = inserted.data!.insertManualCategory._id;

      const duplicate = await insertManual(tree.autopay, 'escalated');
      expect(duplicate.errors[0]?.extensions?.status).toBe(409);
      // The same name under another category is another manual category.
      expect((await insertManual(tree.outages, 'Escalated')).errors).toEqual([]);
      expect((await insertManual('no-such-category', 'Anything')).errors[0]?.extensions?.status).toBe(404);
      expect((await insertManual(tree.autopay, 'Wordy', 'x'.repeat(257))).errors[0]?.message).toContain(
        'Exceeded the character limit',
      );

      const updated = await gql<{ updateManualCategory: Manual }>(
        t,
        'admin',
        `mutation ($id: String!) { updateManualCategory(_id: $id, manualCategory: "Escalated to billing",
          description: "") { ${MANUAL_FIELDS} } }`,
        { id },
      );
      expect(updated.data?.updateManualCategory).toMatchObject({
        manualCategory: 'Escalated to billing',
        description: '',
        isArchived: false,
      });
      await gql(
        t,
        'admin',
        'mutation ($id: String!) { updateManualCategory(_id: $id, isArchived: true) { _id } }',
        {
          id,
        },
      );
      expect((await manualList()).map((manual) => manual._id)).not.toContain(id);
      expect((await manualList(true)).find((manual) => manual._id === id)).toMatchObject({
        manualCategory: 'Escalated to billing',
        isArchived: true,
      });
      const unknown = await gql(
        t,
        'admin',
        'mutation { updateManualCategory(_id: "no-such-manual", description: "x") { _id } }',
      );
      expect(unknown.errors[0]?.extensions?.status).toBe(404);
    });

    it('refuses a rename to a name in use under the same category with 409, any case', async () => {
      const first = await insertManual(tree.outages, 'Storm damage');
      const second = await insertManual(tree.outages, 'Fibre cut');
      const rename = (id: string, manualCategory: string) =>
        gql(
          t,
          'admin',
          'mutation ($id: String!, $name: String!) { updateManualCategory(_id: $id, manualCategory: $name) { _id } }',
          { id, name: manualCategory },
        );
      const taken = await rename(second.data!.insertManualCategory._id, 'storm DAMAGE');
      expect(taken.errors[0]?.extensions?.status).toBe(409);
      // Its own name, in another case, is no conflict.
      const own = await rename(first.data!.insertManualCategory._id, 'Storm Damage');
      expect(own.errors).toEqual([]);
    });
  });

  describe('category groups and the category filters', () => {
    let refunds: string;
    /** Items: under Autopay failed, under Refunds, on Outages itself, with no category. */
    let autopayItem: string;
    let refundsItem: string;
    let outagesItem: string;
    let noneItem: string;
    const money = randomUUID();
    const service = randomUUID();

    const list = async (args: string): Promise<string[]> => {
      const answer = await gql<{ getFeedback: { _id: string }[] }>(
        t,
        'voc',
        `{ getFeedback(applicationIDs: ["MSA@iOS"], limit: 100, ${args}) { _id } }`,
      );
      expect(answer.errors, args).toEqual([]);
      return answer.data!.getFeedback.map((item) => item._id).sort();
    };
    const sorted = (...ids: string[]) => [...ids].sort();

    beforeAll(async () => {
      refunds = await insertedId({ category: 'Billing', parent: tree.billing, subcategory: 'Refunds' });
      const groups: [string, string, string[], string[]][] = [
        [money, 'Money', ['MSA@Web', 'MSA@iOS'], [tree.billing, tree.autopay]],
        [service, 'Service', ['MSA@iOS'], [tree.outages]],
        [randomUUID(), 'Roku only', ['OneApp@Roku'], [tree.billing]],
      ];
      for (const [id, name, appIds, categoryIds] of groups) {
        await t.app.db.query(
          'INSERT INTO voc_category_groups (id, name, application_ids, category_ids) VALUES ($1, $2, $3, $4)',
          [id, name, appIds, categoryIds],
        );
      }
      [autopayItem, refundsItem, outagesItem, noneItem] = (await ingest(t, [
        feedbackInput({ appType: 'iOS', prismAppliedCategories: [{ _id: tree.autopay, category: 'x' }] }),
        feedbackInput({ appType: 'iOS', prismAppliedCategories: [{ _id: refunds, category: 'x' }] }),
        feedbackInput({ appType: 'iOS', prismAppliedCategories: [{ _id: tree.outages, category: 'x' }] }),
        feedbackInput({ appType: 'iOS' }),
      ])) as [string, string, string, string];
    });

    it('answers the groups of the applications with their categories as options', async () => {
      const answer = await gql<{
        getCategoryGroups: {
          _id: string;
          categoryGroupName: string;
          categoryIds: string[];
          categoryOptions: { label: string; value: string }[];
        }[];
      }>(
        t,
        'voc-reader',
        `{ getCategoryGroups(applicationIDs: ["MSA@Web"]) { _id categoryGroupName categoryIds categoryOptions { label value } } }`,
      );
      expect(answer.errors).toEqual([]);
      expect(answer.data?.getCategoryGroups).toEqual([
        {
          _id: money,
          categoryGroupName: 'Money',
          categoryIds: [tree.billing, tree.autopay],
          categoryOptions: [
            { label: 'Billing', value: tree.billing },
            { label: 'Autopay failed', value: tree.autopay },
          ],
        },
      ]);
      const ios = await gql<{ getCategoryGroups: { categoryGroupName: string }[] }>(
        t,
        'voc-reader',
        `{ getCategoryGroups(applicationIDs: ["MSA@iOS"]) { categoryGroupName } }`,
      );
      expect(ios.data?.getCategoryGroups.map((group) => group.categoryGroupName)).toEqual([
        'Money',
        'Service',
      ]);
    });

    it('filters by a category at the top, middle and leaf level, and by No Category', async () => {
      expect(await list(`category: ["${tree.billing}"]`)).toEqual(sorted(autopayItem, refundsItem));
      expect(await list(`category: ["${tree.payments}"]`)).toEqual([autopayItem]);
      expect(await list(`middleCategory: ["${tree.payments}"]`)).toEqual([autopayItem]);
      expect(await list(`subcategory: ["${tree.autopay}"]`)).toEqual([autopayItem]);
      expect(await list(`subcategory: ["${refunds}"]`)).toEqual([refundsItem]);
      expect(await list(`category: ["${tree.outages}"]`)).toEqual([outagesItem]);
      expect(await list(`category: ["No Category"]`)).toEqual([noneItem]);
      expect(await list(`category: ["${tree.outages}", "No Category"]`)).toEqual(
        sorted(outagesItem, noneItem),
      );
      // Filters of different levels narrow each other.
      expect(await list(`category: ["${tree.billing}"], subcategory: ["${refunds}"]`)).toEqual([refundsItem]);
      // An empty list is no filter.
      expect(await list(`category: []`)).toHaveLength(4);
    });

    it('filters by category group: every category of the groups', async () => {
      expect(await list(`categoryGroup: ["${money}"]`)).toEqual(sorted(autopayItem, refundsItem));
      expect(await list(`categoryGroup: ["${service}"]`)).toEqual([outagesItem]);
      expect(await list(`categoryGroup: ["${money}", "${service}"]`)).toEqual(
        sorted(autopayItem, refundsItem, outagesItem),
      );
      expect(await list(`categoryGroup: ["no-such-group"]`)).toEqual([]);
    });
  });
});
