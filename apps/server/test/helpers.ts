import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/plugins/config';
import { personaByUsername } from '../src/modules/auth/personas';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** A bearer header for a demo persona. */
  as(username: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** Builds the real app on embedded stores in a fresh temporary DATA_DIR (env overrides allowed). */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-test-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_ON_START: 'false', DATA_DIR: dataDir, ...env });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    async as(username) {
      const persona = personaByUsername(username);
      if (!persona) throw new Error(`no persona ${username}`);
      const token = await app.tokens.issue({
        id: persona.username,
        pid: persona.pid,
        email: persona.email,
        name: persona.name,
        roles: persona.roles,
      });
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
