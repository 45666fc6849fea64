import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@prism/server/src/app';
import { personaByUsername, personaUser } from '@prism/server/src/modules/auth/personas';
import { seedCatalogue } from '@prism/server/src/demo-data/seed-catalogue';
import { loadConfig } from '@prism/server/src/plugins/config';
import type { FastifyInstance } from 'fastify';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  /** The analyst persona's token: what a portal user's chart calls carry. */
  token: string;
  /** The collector persona's token: events are sent by an ingestion account. */
  collectorToken: string;
  stop(): Promise<void>;
}

/** The environment a bench server runs with: loopback, no demo seeding, warnings only. */
export function serverEnv(env: Record<string, string>, port: number, dataDir: string) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

/** A token for a demo persona from the server's embedded sign-in. */
async function personaToken(url: string, username: 'analyst' | 'collector'): Promise<string> {
  const res = await fetch(`${url}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A token for a demo persona issued by a server in this process, without its sign-in call. */
export function personaTokenIssue(app: FastifyInstance, username: string): Promise<string> {
  const persona = personaByUsername(username);
  if (!persona) throw new Error(`no demo persona ${username}`);
  return app.tokens.issue(personaUser(persona));
}

/**
 * Starts a real Prism server in its own process, as users run it, on a fresh data folder or on
 * `existingDataDir` (which is left in place when the server stops).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  existingDataDir?: string,
): Promise<RunningServer> {
  const dataDir = existingDataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'prism-bench-')));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/server/src/server.ts'),
    ],
    {
      cwd: repoRoot,
      env: serverEnv(env, port, dataDir),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const accessToken = await personaToken(url, 'analyst');
  return {
    url,
    token: accessToken,
    collectorToken: await personaToken(url, 'collector'),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!existingDataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a real Prism server (real HTTP on loopback) inside this process, on `dataDir`, with the
 * demo catalogue registered. The query
 * bench uses it so that the server's DuckDB and the reference SQL's DuckDB run in one process:
 * DuckDB's speed differs from one process to the next by up to half again here, which would
 * otherwise decide the API-to-SQL ratio.
 */
export async function startServerInProcess(
  env: Record<string, string>,
  port: number,
  dataDir: string,
): Promise<RunningServer> {
  const app = await buildApp(loadConfig(serverEnv(env, port, dataDir)));
  // The portal's pages need the demo applications and groups (the events were loaded directly).
  await seedCatalogue(app);
  const url = await app.listen({ port, host: '127.0.0.1' });
  const accessToken = await personaToken(url, 'analyst');
  return {
    url,
    token: accessToken,
    collectorToken: await personaToken(url, 'collector'),
    stop: () => app.close(),
  };
}
