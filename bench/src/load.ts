import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { LoadLevel } from './load-client';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Connections held open at once, as the issue asks: 50, 100 and 200. */
export const LOAD_CONNECTIONS = [50, 100, 200] as const;

/**
 * Requests/s, latency p50/p95/p99 and errors of one endpoint under 50, 100 and 200 concurrent
 * connections (autocannon, in its own process), `seconds` each after a short warm-up.
 */
export async function loadFigures(target: Omit<LoadLevel, 'connections' | 'seconds'>, seconds: number) {
  const levelRun = async (connections: number, duration: number) => {
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(here, 'load-client.ts'),
        JSON.stringify({ ...target, connections, seconds: duration }),
      ],
      { maxBuffer: 1024 * 1024 },
    );
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
  };
  await levelRun(10, 2);
  const levels = [];
  for (const connections of LOAD_CONNECTIONS) levels.push(await levelRun(connections, seconds));
  return levels;
}
