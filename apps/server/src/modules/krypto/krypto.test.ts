import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { MSG } from '@prism/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, restartTestApp, type TestApp } from '../../../test/helpers';
import { ConfigError, loadConfig } from '../../plugins/config';
import { kryptoCipherCreate } from './krypto.cipher';
import { kryptoRepository } from './krypto.repository';

type Headers = { authorization: string };
type Row = { field: string; value: string };

describe('krypto', () => {
  let t: TestApp;
  let admin: Headers;
  let krypto: Headers;
  let analyst: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    [admin, krypto, analyst] = await Promise.all([t.as('admin'), t.as('krypto'), t.as('analyst')]);
  });
  afterAll(() => t.close());

  /** A bearer header for a made-up user holding exactly these roles. */
  const withRoles = async (id: string, roles: string[]): Promise<Headers> => ({
    authorization: `Bearer ${await t.app.tokens.issue({ id, pid: id, email: '', name: id, roles })}`,
  });
  const transform = (payload: unknown, headers?: Headers) =>
    t.app.inject({ method: 'POST', url: '/api/transformer', headers, payload: payload as object });
  const encrypt = async (values: string[], headers = admin): Promise<Row[]> => {
    const reply = await transform(
      { data: values.map((value, i) => ({ field: `f${i}`, value })), cryptingMethod: 'encrypt' },
      headers,
    );
    expect(reply.statusCode).toBe(200);
    return reply.json();
  };
  const decrypt = async (values: string[], headers = admin): Promise<Row[]> => {
    const reply = await transform(
      { data: values.map((value, i) => ({ field: `f${i}`, value })), cryptingMethod: 'decrypt' },
      headers,
    );
    expect(reply.statusCode).toBe(200);
    return reply.json();
  };

  describe('POST /api/transformer', () => {
    it('encrypts and decrypts back, keeping fields and order', async () => {
      const values = ['8245100012345678', '', 'Ünïcødé ✓ 𝄞', 'a,b "c"\nd'];
      const encrypted = await encrypt(values);
      expect(encrypted.map((row) => row.field)).toEqual(['f0', 'f1', 'f2', 'f3']);
      for (const row of encrypted) expect(row.value).toMatch(/^k1\.[A-Za-z0-9_-]+$/);
      expect(encrypted.map((row) => row.value)).not.toContain(values[0]);
      const decrypted = await decrypt(encrypted.map((row) => row.value));
      expect(decrypted).toEqual(values.map((value, i) => ({ field: `f${i}`, value })));
    });

    it('is deterministic: equal plaintexts give equal ciphertexts, different ones differ', async () => {
      const [a, b, c] = await encrypt(['4111111111111111', '4111111111111111', '4111111111111112']);
      const [again] = await encrypt(['4111111111111111'], krypto);
      expect(a!.value).toBe(b!.value);
      expect(again!.value).toBe(a!.value);
      expect(c!.value).not.toBe(a!.value);
    });

    it('answers the marker, never garbage, for tampered, truncated or malformed ciphertext', async () => {
      const [row] = await encrypt(['8245100012345678']);
      const token = row!.value;
      const body = token.slice(3);
      const flipped = `k1.${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
      const decrypted = await decrypt([
        flipped,
        token.slice(0, -2),
        `k2.${body}`,
        'k1.',
        'k1.not base64!',
        '8245100012345678',
        token,
      ]);
      expect(decrypted.map((r) => r.value)).toEqual([
        ...Array(6).fill(MSG.kryptoDecryptionFailedMarker),
        '8245100012345678',
      ]);
    });

    it('answers the marker for a value encrypted under another key', async () => {
      const foreign = kryptoCipherCreate(randomBytes(64)).encrypt('8245100012345678');
      expect(foreign).toMatch(/^k1\./);
      expect(await decrypt([foreign])).toEqual([{ field: 'f0', value: MSG.kryptoDecryptionFailedMarker }]);
    });

    it('lets transformer_access encrypt but not decrypt (403)', async () => {
      const [row] = await encrypt(['123'], krypto);
      const reply = await transform({ data: [row], cryptingMethod: 'decrypt' }, krypto);
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error.code).toBe('forbidden');
    });

    it('refuses encrypt without transformer_access, even with transformer-decrypt (403)', async () => {
      const decryptOnly = await withRoles('decrypt-only', ['prism-basic', 'transformer-decrypt']);
      const [row] = await encrypt(['123']);
      expect((await transform({ data: [row], cryptingMethod: 'encrypt' }, decryptOnly)).statusCode).toBe(403);
      expect(await decrypt([row!.value], decryptOnly)).toEqual([{ field: 'f0', value: '123' }]);
    });

    it('refuses users without a transformer role (403) and callers without a token (401)', async () => {
      const payload = { data: [{ field: 'a', value: '1' }], cryptingMethod: 'encrypt' };
      expect((await transform(payload, analyst)).statusCode).toBe(403);
      expect((await transform(payload)).statusCode).toBe(401);
      expect((await transform(payload, { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    });

    it.each([
      ['no rows', { data: [], cryptingMethod: 'encrypt' }, 'data: must hold at least one row'],
      [
        '501 rows',
        { data: Array.from({ length: 501 }, () => ({ field: 'a', value: '1' })), cryptingMethod: 'encrypt' },
        'data: at most 500 rows per request',
      ],
      [
        'a value over 1000 characters',
        { data: [{ field: 'a', value: 'x'.repeat(1001) }], cryptingMethod: 'encrypt' },
        'data.0.value: a value to encrypt can be at most 1000 characters',
      ],
      [
        'an unknown method',
        { data: [{ field: 'a', value: '1' }], cryptingMethod: 'rot13' },
        'cryptingMethod:',
      ],
      ['a number as value', { data: [{ field: 'a', value: 1 }], cryptingMethod: 'encrypt' }, 'data.0.value:'],
      ['no body', undefined, 'Invalid input'],
    ])('answers 400 for %s, naming the field', async (_name, payload, message) => {
      const reply = await transform(payload, admin);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.message).toContain(message);
    });

    it('takes 500 rows of the longest values in one request', async () => {
      const longest = 'é'.repeat(1000);
      const encrypted = await encrypt(Array.from({ length: 500 }, () => longest));
      expect(encrypted).toHaveLength(500);
      const decrypted = await decrypt(encrypted.map((row) => row.value));
      expect(decrypted.every((row) => row.value === longest)).toBe(true);
    });

    it('logs every transform it performs, with the caller and their transformer roles', async () => {
      const logger = await withRoles('logged-user', [
        'prism-basic',
        'transformer_access',
        'transformer-decrypt',
      ]);
      const [row] = await encrypt(['1', '2'], logger);
      await decrypt([row!.value], logger);
      const log = await kryptoRepository.accessLogOfUser(t.app.db, 'logged-user');
      expect(log).toEqual([
        expect.objectContaining({
          tool: 'krypto',
          operations: ['encrypt'],
          rowCount: 2,
          source: 'server',
          roles: ['transformer_access', 'transformer-decrypt'],
        }),
        expect.objectContaining({ operations: ['decrypt'], rowCount: 1, source: 'server' }),
      ]);
    });

    it('logs nothing for a refused call', async () => {
      const refused = await withRoles('refused-user', ['transformer_access']);
      await transform({ data: [{ field: 'a', value: 'k1.x' }], cryptingMethod: 'decrypt' }, refused);
      expect(await kryptoRepository.accessLogOfUser(t.app.db, 'refused-user')).toEqual([]);
    });
  });

  describe('POST /api/user-access/:userId', () => {
    const post = (userId: string, payload: unknown, headers?: Headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user-access/${userId}`,
        headers,
        payload: payload as object,
      });
    const entry = (operations: string[], roles = ['transformer_access']) => ({
      tool: { name: 'krypto', operations },
      roles,
    });

    it('stores the caller’s own entry with their verified roles', async () => {
      const reply = await post('krypto', entry(['single-encrypt'], ['transformer-decrypt']), krypto);
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toMatchObject({
        userId: 'krypto',
        tool: 'krypto',
        operations: ['single-encrypt'],
        roles: ['transformer_access'],
        source: 'client',
        recordedBy: 'krypto',
      });
      const log = await kryptoRepository.accessLogOfUser(t.app.db, 'krypto');
      expect(log.filter((e) => e.source === 'client').map((e) => e.operations)).toEqual([['single-encrypt']]);
    });

    it('lets an admin log for another user, with the roles given', async () => {
      const reply = await post('someone', entry(['bulk-decrypt'], ['transformer-decrypt-bulk', 'x']), admin);
      expect(reply.statusCode).toBe(201);
      expect(reply.json()).toMatchObject({
        userId: 'someone',
        roles: ['transformer-decrypt-bulk'],
        recordedBy: 'admin',
      });
    });

    it('refuses logging for someone else (403), without a transformer role (403) or token (401)', async () => {
      expect((await post('admin', entry(['single-encrypt']), krypto)).statusCode).toBe(403);
      expect((await post('analyst', entry(['single-encrypt']), analyst)).statusCode).toBe(403);
      expect((await post('krypto', entry(['single-encrypt']))).statusCode).toBe(401);
    });

    it.each([
      ['another tool', { tool: { name: 'volt', operations: ['single-encrypt'] }, roles: [] }, 'tool.name:'],
      ['an unknown operation', entry(['encrypt-all']), 'tool.operations.0:'],
      ['no operation', entry([]), 'tool.operations: name at least one operation'],
      ['no roles', { tool: { name: 'krypto', operations: ['single-encrypt'] } }, 'roles:'],
    ])('answers 400 for %s', async (_name, payload, message) => {
      const reply = await post('krypto', payload, krypto);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.message).toContain(message);
    });
  });

  describe('the key', () => {
    it('is generated into DATA_DIR/keys/krypto-key (mode 600) and reused after a restart', async () => {
      const file = path.join(t.config.dataDir, 'keys', 'krypto-key');
      const stat = await fs.stat(file);
      expect(stat.mode & 0o777).toBe(0o600);
      expect(Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64')).toHaveLength(64);

      const [row] = await encrypt(['survives restarts']);
      await restartTestApp(t);
      admin = await t.as('admin');
      expect(await encrypt(['survives restarts'])).toEqual([row]);
      expect(await decrypt([row!.value])).toEqual([{ field: 'f0', value: 'survives restarts' }]);
    });
  });
});

describe('KRYPTO_KEY', () => {
  it('is used instead of a generated key: another app with the same key decrypts', async () => {
    const key = randomBytes(32).toString('base64');
    const first = await buildTestApp({ KRYPTO_KEY: key });
    const second = await buildTestApp({ KRYPTO_KEY: key });
    try {
      const call = async (app: TestApp, cryptingMethod: string, value: string) =>
        (
          await app.app.inject({
            method: 'POST',
            url: '/api/transformer',
            headers: await app.as('admin'),
            payload: { data: [{ field: 'a', value }], cryptingMethod },
          })
        ).json()[0].value as string;
      const ciphertext = await call(first, 'encrypt', 'shared');
      expect(await call(second, 'decrypt', ciphertext)).toBe('shared');
      await expect(fs.stat(path.join(first.config.dataDir, 'keys', 'krypto-key'))).rejects.toThrow();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('is validated at start, naming the variable and hiding its value', () => {
    const bad = randomBytes(16).toString('base64');
    expect(() => loadConfig({ KRYPTO_KEY: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ KRYPTO_KEY: bad })).toThrow(
      /KRYPTO_KEY: must be the base64 of a 32- or 64-byte key \(value hidden\)/,
    );
    expect(() => loadConfig({ KRYPTO_KEY: 'not base64 at all!' })).toThrow(/KRYPTO_KEY/);
    expect(loadConfig({ KRYPTO_KEY: randomBytes(64).toString('base64url') }).KRYPTO_KEY).toBeDefined();
  });
});
