import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, accessTokenCapture, accessTokenIsBroken, accessTokenRead } from './access-token';

describe('accessTokenCapture', () => {
  it('moves the token from the address into storage, keeping the rest of the address', () => {
    window.history.replaceState({ from: 'test' }, '', '/apps/x?period=7d&accessToken=abc.def&step=1h#chart');
    accessTokenCapture();
    expect(accessTokenRead()).toBe('abc.def');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/apps/x?period=7d&step=1h#chart',
    );
    expect(window.history.state).toEqual({ from: 'test' });
  });

  it('replaces a previously stored token', () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'old');
    window.history.replaceState(null, '', '/?accessToken=new');
    accessTokenCapture();
    expect(accessTokenRead()).toBe('new');
    expect(window.location.search).toBe('');
  });

  it('leaves the address and storage alone when no token is handed over', () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'kept');
    window.history.replaceState(null, '', '/a?b=1');
    accessTokenCapture();
    expect(accessTokenRead()).toBe('kept');
    expect(window.location.search).toBe('?b=1');
  });
});

describe('accessTokenIsBroken', () => {
  it("flags empty tokens and the literal 'undefined'", () => {
    expect(accessTokenIsBroken('undefined')).toBe(true);
    expect(accessTokenIsBroken('  ')).toBe(true);
    expect(accessTokenIsBroken('eyJhbGciOi.x.y')).toBe(false);
  });
});
