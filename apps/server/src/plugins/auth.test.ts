import { describe, expect, it } from 'vitest';
import { VerifiedTokens, type AuthUser } from './auth';

const user = (id: string): AuthUser => ({ id, pid: id, email: '', name: '', roles: [] });

describe('the verified-token memory', () => {
  it('answers a remembered token until its expiry, then says it expired and forgets it', () => {
    const tokens = new VerifiedTokens();
    tokens.set('a', user('a'), 100);
    expect(tokens.get('a', 99_999)).toEqual(user('a'));
    expect(tokens.get('a', 100_000)).toBe('expired');
    expect(tokens.get('a', 100_000)).toBeUndefined();
    expect(tokens.get('unknown', 0)).toBeUndefined();
  });

  it('never remembers a token without an expiry', () => {
    const tokens = new VerifiedTokens();
    tokens.set('a', user('a'), undefined);
    expect(tokens.get('a', 0)).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('keeps at most its limit, dropping the oldest first', () => {
    const tokens = new VerifiedTokens(2);
    tokens.set('a', user('a'), 100);
    tokens.set('b', user('b'), 100);
    tokens.set('c', user('c'), 100);
    expect(tokens.size).toBe(2);
    expect(tokens.get('a', 0)).toBeUndefined();
    expect(tokens.get('b', 0)).toEqual(user('b'));
    expect(tokens.get('c', 0)).toEqual(user('c'));
  });
});
