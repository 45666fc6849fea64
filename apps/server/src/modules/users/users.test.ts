import { MSG, favoriteLimitMessage } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('users', () => {
  let t: TestApp;
  let analyst: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    analyst = await t.as('analyst');
  });
  afterAll(() => t.close());

  const patch = (payload: object, id = 'analyst', headers = analyst) =>
    t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload });

  it('answers 404 User not found before the user exists, then creates it from the token', async () => {
    const missing = await t.app.inject({ url: '/api/users/analyst', headers: analyst });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MSG.userNotFound);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/new',
      headers: analyst,
      payload: { id: 'analyst' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: 'analyst',
      pid: 'P1000002',
      firstName: 'Andy',
      lastName: 'Analyst',
      roles: ['prism-basic'],
      favorites: [],
      pageFavorites: [],
      groupFavorites: [],
      avatar: '',
      // Not signed in before: the portal shows a first-time user the welcome modal.
      lastLoginDate: null,
    });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/new',
      headers: analyst,
      payload: { id: 'analyst' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().lastLoginDate).toBeNull();
    const read = (await t.app.inject({ url: '/api/users/analyst', headers: analyst })).json();
    expect(read.id).toBe('analyst');
    // The next own read is a returning visit: it records the sign-in.
    expect(Date.parse(read.lastLoginDate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps users to themselves unless admin', async () => {
    const other = await t.app.inject({ url: '/api/users/admin', headers: analyst });
    expect(other.statusCode).toBe(403);
    expect((await patch({ favorites: [] }, 'admin')).statusCode).toBe(403);
    const forOther = await t.app.inject({
      method: 'POST',
      url: '/api/users/new',
      headers: analyst,
      payload: { id: 'someone' },
    });
    expect(forOther.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/users/analyst', headers: await t.as('admin') })).statusCode).toBe(
      200,
    );
  });

  it('saves favourite applications and refuses unknown ones and more than five', async () => {
    const ok = await patch({ favorites: ['OneApp@Roku', 'MSA@Web', 'OneApp@Roku'] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().favorites).toEqual(['OneApp@Roku', 'MSA@Web']);

    const unknown = await patch({ favorites: ['Nope@Web'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('favorites: unknown application "Nope@Web"');

    const tooMany = await patch({
      favorites: ['OneApp@Roku', 'MSA@Web', 'SMB@Web', 'Shop@Web', 'PayNow@Web', 'Support@Web'],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(`favorites: ${favoriteLimitMessage('App')}`);
    expect((await t.app.inject({ url: '/api/users/analyst', headers: analyst })).json().favorites).toEqual([
      'OneApp@Roku',
      'MSA@Web',
    ]);
  });

  it('saves page favourites with ids, drops duplicates and requires a name', async () => {
    const page = {
      title: 'Roku errors',
      url: '/OneApp@Roku/client-analytics/errors?period=7d',
      description: '',
      pageName: 'errors',
      appOrGroupName: 'OneApp@Roku',
      appliedFilterQueryString: 'period=7d',
    };
    const res = await patch({ pageFavorites: [page, { ...page }, { ...page, title: 'Other' }] });
    expect(res.statusCode).toBe(200);
    const saved = res.json().pageFavorites;
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({ ...page, _id: expect.any(String) });

    const unnamed = await patch({ pageFavorites: [{ ...page, title: '  ' }] });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toBe(`pageFavorites.0.title: ${MSG.favoriteNameEmpty}`);
    const six = await patch({
      pageFavorites: Array.from({ length: 6 }, (_, i) => ({ ...page, title: `p${i}` })),
    });
    expect(six.json().error.message).toBe(`pageFavorites: ${favoriteLimitMessage('Page')}`);
  });

  it('saves group favourites of existing groups only', async () => {
    const groups = (await t.app.inject({ url: '/api/groups', headers: analyst })).json();
    const res = await patch({ groupFavorites: [groups[0]._id] });
    expect(res.json().groupFavorites).toEqual([groups[0]._id]);
    const bad = await patch({ groupFavorites: ['no-such-group'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('no-such-group');
  });

  it('saves and removes the avatar, initials and colour', async () => {
    const res = await patch({ avatar: PNG_1PX, preferredInitials: 'abc', avatarBackgroundColor: '#1a73e8' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      avatar: PNG_1PX,
      preferredInitials: 'ABC',
      avatarBackgroundColor: '#1a73e8',
    });
    expect((await patch({ avatar: '' })).json().avatar).toBe('');
  });

  it.each([
    [
      'a file that is not an image',
      { avatar: 'data:text/plain;base64,aGVsbG8=' },
      `avatar: ${MSG.avatarNotImage}`,
    ],
    [
      'an image over 1,000,000 bytes',
      { avatar: `data:image/png;base64,${'A'.repeat(1_333_336)}` },
      `avatar: ${MSG.avatarTooLarge}`,
    ],
    [
      'four initials',
      { preferredInitials: 'ABCD' },
      'preferredInitials: Initials can be at most 3 characters',
    ],
    [
      'a colour that is not hex',
      { avatarBackgroundColor: 'red' },
      'avatarBackgroundColor: Colour must be a hex colour such as #1a73e8',
    ],
    ['an unknown field', { roles: ['prism-admin'] }, 'Unrecognized key: "roles"'],
    ['nothing', {}, 'Nothing to update: send at least one field'],
    [
      'favourites of the wrong type',
      { favorites: 'OneApp@Roku' },
      'favorites: Invalid input: expected array, received string',
    ],
  ])('refuses %s with a clear message and changes nothing', async (_label, payload, message) => {
    const before = (await t.app.inject({ url: '/api/users/analyst', headers: analyst })).json();
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const after = (await t.app.inject({ url: '/api/users/analyst', headers: analyst })).json();
    expect({ ...after, lastLoginDate: null }).toEqual({ ...before, lastLoginDate: null });
  });

  it('answers 404 for a patch of a user that does not exist yet', async () => {
    const res = await patch({ favorites: [] }, 'voc', await t.as('voc'));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(MSG.userNotFound);
  });

  it('refuses a create without an id', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/new', headers: analyst, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^id: /);
  });
});
