/**
 * `npm run serve` on a fresh, empty DATA_DIR (so the server seeds its demo data), removed again once
 * the server has stopped. Playwright's webServer starts this from the repository root.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Below Playwright's graceful-shutdown timeout, so this script still cleans up before it is killed. */
const STOP_GRACE_MS = 8000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-e2e-'));
console.log(`e2e server: DATA_DIR=${dataDir}`);

// Its own process group: npm exits on a signal before the server it started has closed its stores,
// so the group, not npm, tells when the data folder is free to remove.
const server = spawn('npm', ['run', 'serve'], {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, DATA_DIR: dataDir },
});
const group = -(server.pid ?? 0);

/** Sends `signal` to the server's group; signal 0 only asks whether any of it is still running. */
function signalGroup(signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(group, signal);
    return true;
  } catch {
    return false;
  }
}

async function groupStopped(): Promise<void> {
  const deadline = Date.now() + STOP_GRACE_MS;
  while (signalGroup(0)) {
    if (Date.now() > deadline) {
      signalGroup('SIGKILL');
      return;
    }
    await sleep(100);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => signalGroup(signal));
}

server.on('exit', (code) => {
  void groupStopped().then(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
