import type { HistoryEntry } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { historyRecord } from './history.repository';

describe('GET /api/history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Five changes of one group and one of an event type; two share a millisecond.
    const at = [1000, 2000, 3000, 3000, 4000];
    for (const [i, ms] of at.entries()) {
      await historyRecord(t.app.db, {
        entityKind: 'GROUP',
        entityId: 'g-1',
        action: i === 0 ? 'created' : 'updated',
        actor: 'admin',
        at: ms,
        summary: `change ${i}`,
        before: i === 0 ? null : { n: i - 1 },
        after: { n: i },
      });
    }
    await historyRecord(t.app.db, {
      entityKind: 'EVENT_TYPE',
      entityId: 'pageView',
      action: 'released',
      actor: 'mapper',
      at: 5000,
      summary: 'released',
      before: null,
      after: null,
    });
  });
  afterAll(() => t.close());

  const page = async (query: string) => {
    const res = await t.app.inject({ url: `/api/history?${query}`, headers: await t.as('analyst') });
    expect(res.statusCode).toBe(200);
    return res.json() as { entries: HistoryEntry[]; nextBefore: string | null };
  };

  it('answers newest first, of one kind or one record', async () => {
    expect((await page('')).entries.map((entry) => entry.summary)[0]).toBe('released');
    const group = await page('entityKind=GROUP&entityId=g-1');
    expect(group.entries.map((entry) => entry.at)).toEqual([4000, 3000, 3000, 2000, 1000]);
    expect(group.entries[4]).toMatchObject({
      action: 'created',
      before: null,
      after: { n: 0 },
      actor: 'admin',
    });
    expect(group.nextBefore).toBeNull();
    expect((await page('entityKind=EVENT_TYPE')).entries).toHaveLength(1);
  });

  it('pages with the cursor without losing or repeating entries of the same millisecond', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const next = await page(
        `entityKind=GROUP&limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...next.entries.map((entry) => entry.summary));
      cursor = next.nextBefore;
    }
    expect(seen).toHaveLength(5);
    expect(seen[0]).toBe('change 4');
    // The two changes of the same millisecond come in id order, one on each side of a page break.
    expect(new Set(seen.slice(1, 3))).toEqual(new Set(['change 2', 'change 3']));
    expect(seen.slice(3)).toEqual(['change 1', 'change 0']);
    expect(new Set(seen).size).toBe(5);
  });

  it('refuses a bad query naming the field', async () => {
    const bad = async (query: string) =>
      (await t.app.inject({ url: `/api/history?${query}`, headers: await t.as('analyst') })).json().error
        .message;
    expect(await bad('limit=501')).toBe('limit: must be at most 500');
    expect(await bad('entityKind=SOMETHING')).toContain('entityKind: ');
    expect(await bad('entityId=x')).toBe('entityKind: entityId needs an entityKind');
    expect(await bad("before=1'--")).toBe('before: must be a cursor a previous page answered');
  });

  it('is for portal users', async () => {
    expect((await t.app.inject({ url: '/api/history' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/history', headers: await t.as('docs') })).statusCode).toBe(403);
  });
});
