import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { aessiv } from '@noble/ciphers/aes.js';
import type { Config } from '../../plugins/config';

/**
 * Version prefix of every ciphertext. A later key or algorithm gets a new prefix, so old values
 * stay recognisable (and can be re-encrypted) instead of failing silently.
 */
const VERSION_PREFIX = 'k1.';
/** Bound into every ciphertext as associated data: a value encrypted for another purpose never decrypts here. */
const ASSOCIATED_DATA = new TextEncoder().encode('prism-krypto-v1');
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const KEY_BYTES = [32, 64];
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Deterministic authenticated encryption of single values (AES-SIV, RFC 5297). */
export interface KryptoCipher {
  /** Equal plaintexts give equal ciphertexts: `k1.` and URL-safe base64 of the SIV tag and ciphertext. */
  encrypt(plaintext: string): string;
  /** The plaintext, or `null` for anything this key did not encrypt (tampered, foreign, malformed). */
  decrypt(ciphertext: string): string | null;
}

/** A cipher on a 32-byte (AES-128-SIV) or 64-byte (AES-256-SIV) key. */
export function kryptoCipherCreate(key: Uint8Array): KryptoCipher {
  if (!KEY_BYTES.includes(key.length)) throw new Error('The Krypto key must be 32 or 64 bytes long');
  return {
    encrypt(plaintext) {
      const sealed = aessiv(key, ASSOCIATED_DATA).encrypt(new TextEncoder().encode(plaintext));
      return `${VERSION_PREFIX}${Buffer.from(sealed).toString('base64url')}`;
    },
    decrypt(ciphertext) {
      const body = ciphertext.trim();
      if (!body.startsWith(VERSION_PREFIX)) return null;
      const encoded = body.slice(VERSION_PREFIX.length);
      if (!BASE64URL.test(encoded)) return null;
      const sealed = Buffer.from(encoded, 'base64url');
      // Re-encoding must give the same text: otherwise trailing bits were altered and ignored by the decoder.
      if (sealed.length < TAG_BYTES || sealed.toString('base64url') !== encoded) return null;
      try {
        return utf8.decode(aessiv(key, ASSOCIATED_DATA).decrypt(sealed));
      } catch {
        return null;
      }
    },
  };
}

/**
 * The Krypto key: `KRYPTO_KEY` when set (validated by the config), else the key in
 * `DATA_DIR/keys/krypto-key`, generated (64 random bytes, mode 600) on first start and reused after.
 * Several instances behind a load balancer must share `KRYPTO_KEY`, or each would make its own.
 */
export async function kryptoKeyLoad(config: Pick<Config, 'KRYPTO_KEY' | 'dataDir'>): Promise<Uint8Array> {
  if (config.KRYPTO_KEY) return new Uint8Array(Buffer.from(config.KRYPTO_KEY, 'base64'));
  const file = path.join(config.dataDir, 'keys', 'krypto-key');
  const stored = await readKeyFile(file);
  if (stored) return stored;
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx': when two processes start on one DATA_DIR at once, the second reads the first one's key.
    await fs.writeFile(file, `${randomBytes(64).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const created = await readKeyFile(file);
  if (!created) throw new Error(`The Krypto key file ${file} could not be created`);
  return created;
}

async function readKeyFile(file: string): Promise<Uint8Array | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const key = new Uint8Array(Buffer.from(text.trim(), 'base64'));
  if (!KEY_BYTES.includes(key.length)) {
    throw new Error(`The Krypto key file ${file} does not hold the base64 of a 32- or 64-byte key`);
  }
  return key;
}
