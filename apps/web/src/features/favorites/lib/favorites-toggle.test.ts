import { describe, expect, it } from 'vitest';
import { favoritesToggle } from './favorites-toggle';

describe('favoritesToggle', () => {
  it('adds an id that is not there and removes one that is', () => {
    expect(favoritesToggle(['a'], 'b', 'App')).toEqual({ list: ['a', 'b'], problem: null });
    expect(favoritesToggle(['a', 'b'], 'a', 'App')).toEqual({ list: ['b'], problem: null });
  });

  it('refuses a sixth favourite with the limit message for its kind', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(favoritesToggle(five, 'f', 'App')).toEqual({
      list: null,
      problem: '5 App Favorite limit reached. Click edit icon next to the Apps menu to remove some.',
    });
    expect(favoritesToggle(five, 'f', 'Group').problem).toBe(
      '5 Group Favorite limit reached. Click edit icon next to the Groups menu to remove some.',
    );
    expect(favoritesToggle(five, 'e', 'Group')).toEqual({ list: ['a', 'b', 'c', 'd'], problem: null });
  });
});
