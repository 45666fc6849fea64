import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/plugins/db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database runs initdb (seconds); done once here, each test app starts from a
 * copy of this migrated store instead.
 */
export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prism-pglite-template-'));
  const db = await createDb({ dataDir, DATABASE_URL: undefined });
  await db.close();
  project.provide('pgliteTemplate', path.join(dataDir, 'pglite'));
  return () => fs.rm(dataDir, { recursive: true, force: true });
}
