import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  FAVORITES_LIMIT,
  pageFavoriteSchema,
  pageFavoritesAdd,
  pageFavoritesDedupe,
  userPatchSchema,
  type PageFavorite,
} from './user';

const page = (id: string, title = `Page ${id}`, url = `/OneApp@Roku/client-analytics/errors?p=${id}`) =>
  ({
    _id: id,
    title,
    url,
    description: '',
    pageName: 'Errors',
    appOrGroupName: 'OneApp@Roku',
    appliedFilterQueryString: '',
  }) satisfies PageFavorite;

describe('pageFavoriteSchema', () => {
  it('refuses an empty or blank name with the spec message, and keeps the description optional', () => {
    for (const title of ['', '   ']) {
      const result = pageFavoriteSchema.safeParse({ ...page('a'), title });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.favoriteNameEmpty);
    }
    const { description: _omitted, ...rest } = page('a');
    expect(pageFavoriteSchema.parse(rest).description).toBe('');
  });
});

describe('pageFavoritesAdd', () => {
  it('adds a new page at the end', () => {
    const result = pageFavoritesAdd([page('a')], page('b'));
    expect(result).toEqual({ status: 'added', list: [page('a'), page('b')] });
  });

  it('does not add a page whose content matches one already there, whatever its id', () => {
    const existing = page('a', 'Errors on Roku', '/OneApp@Roku/client-analytics/errors?period=7d');
    const again = { ...existing, _id: 'other-id' };
    expect(pageFavoritesAdd([existing], again)).toEqual({ status: 'duplicate' });
  });

  it('adds the same address under another name: only identical content is a duplicate', () => {
    const existing = page('a', 'Errors on Roku', '/x');
    expect(pageFavoritesAdd([existing], { ...existing, _id: 'b', title: 'Roku errors' }).status).toBe(
      'added',
    );
  });

  it('gives the Page limit message for a sixth page', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => page(id));
    expect(five).toHaveLength(FAVORITES_LIMIT);
    expect(pageFavoritesAdd(five, page('f'))).toEqual({
      status: 'limit',
      problem: '5 Page Favorite limit reached. Click edit icon next to the Pages menu to remove some.',
    });
  });

  it('calls a duplicate a duplicate even when the list is full', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => page(id));
    expect(pageFavoritesAdd(five, { ...page('c'), _id: 'z' })).toEqual({ status: 'duplicate' });
  });
});

describe('pageFavoritesDedupe', () => {
  it('keeps the first of pages that differ only in id', () => {
    expect(pageFavoritesDedupe([page('a'), { ...page('a'), _id: 'b' }, page('c')])).toEqual([
      page('a'),
      page('c'),
    ]);
  });
});

describe('userPatchSchema favourites limits', () => {
  it('refuses a sixth application, group or page with the spec wording', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    const messages = [
      userPatchSchema.safeParse({ favorites: six }),
      userPatchSchema.safeParse({ groupFavorites: six }),
      userPatchSchema.safeParse({ pageFavorites: six.map((id) => page(id)) }),
    ].map((result) => result.error?.issues[0]?.message);
    expect(messages).toEqual([
      '5 App Favorite limit reached. Click edit icon next to the Apps menu to remove some.',
      '5 Group Favorite limit reached. Click edit icon next to the Groups menu to remove some.',
      '5 Page Favorite limit reached. Click edit icon next to the Pages menu to remove some.',
    ]);
  });
});
