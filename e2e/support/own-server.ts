/**
 * A Prism server of a test's own, beside the Playwright webServer: the built portal on embedded
 * stores in a temporary DATA_DIR, on a loopback port of its own, which the test can stop and start
 * again on the same folder (dashboard-restart.spec.ts).
 *
 * It runs `apps/server/src/server.ts` the way `npm run serve` does (through tsx), but as the only
 * process of its group, without npm and tsx's relaying parent: a signal reaches the server once, and
 * its exit code is the server's own. Exit code 0 after SIGTERM means it closed its stores.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../apps/server', import.meta.url));
/** The ports tried first, outside the webServer's 8181 and the 8300s people take for screenshots. */
const PREFERRED_PORTS = [8191, 8192, 8193, 8194, 8195, 8196, 8197, 8198, 8199];
/** Lines of server output kept for the error a failed start or stop reports. */
const KEPT_LINES = 200;

export interface OwnServerOptions {
  /** Demo events sent on the first start of the empty folder (the webServer sends 20,000). */
  seedEvents: number;
  seedDays: number;
}

export interface OwnServerStart {
  /** How long to wait for healthz (or readyz) before giving up. */
  timeoutMs: number;
  /**
   * Wait until readyz says the demo data is in too: the server seeds an empty folder after it starts
   * listening, so healthz alone answers before the data is in.
   */
  seeded: boolean;
}

/** One line of the server's JSON log (pino), the fields read here. */
interface LogLine {
  msg?: string;
  level?: number;
}

export class OwnServer {
  readonly dataDir: string;
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> | null = null;
  private lines: string[] = [];
  private logged: LogLine[] = [];
  private readonly removeOnExit = () => {
    this.killNow();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  };

  private constructor(
    readonly port: number,
    private readonly options: OwnServerOptions,
  ) {
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-e2e-own-'));
    // Should the worker end without its afterAll, the server and its folder still go.
    process.once('exit', this.removeOnExit);
  }

  /** A server on a free loopback port and an empty data folder, not started yet. */
  static async create(options: OwnServerOptions): Promise<OwnServer> {
    return new OwnServer(await freePort(), options);
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The server's output so far (its last lines), for failure messages. */
  output(): string {
    return this.lines.join('\n');
  }

  /** Starts the server on the folder and waits until it answers healthz (readyz if it must have seeded). */
  async start({ timeoutMs, seeded }: OwnServerStart): Promise<void> {
    if (this.child) throw new Error('The server is already running');
    this.lines = [];
    this.logged = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        // Info, not warn: the seeding's progress shows in a failure's output.
        LOG_LEVEL: 'info',
        SEED_EVENTS: String(this.options.seedEvents),
        SEED_DAYS: String(this.options.seedDays),
      },
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const parts = (partial + chunk).split('\n');
        partial = parts.pop() ?? '';
        for (const line of parts) this.keep(line);
      });
    }

    const deadline = Date.now() + timeoutMs;
    let exitCode: number | null | undefined;
    void this.exited.then((code) => (exitCode = code));
    for (;;) {
      const answer = await this.answer(seeded ? '/api/readyz' : '/api/healthz');
      // readyz names work that failed: a seeding that failed is ready, but not with the data.
      if (answer?.failed?.length || this.hasLogged('demo data seeding failed'))
        throw new Error(`The server could not seed its demo data:\n${this.output()}`);
      if (answer) break;
      if (exitCode !== undefined) {
        this.child = null;
        throw new Error(`The server exited (code ${exitCode}) while starting:\n${this.output()}`);
      }
      if (Date.now() > deadline)
        throw new Error(`The server did not start within ${timeoutMs} ms:\n${this.output()}`);
      await sleep(250);
    }
  }

  /**
   * Sends SIGTERM to the server's process group and waits until every process of it has exited.
   * Returns the server's exit code (0: it closed its stores); throws when it has not stopped within
   * `timeoutMs`, after killing it.
   */
  async stop(timeoutMs: number): Promise<number | null> {
    const child = this.child;
    if (!child?.pid || !this.exited) return null;
    this.signalGroup(child.pid, 'SIGTERM');
    const code = await Promise.race([this.exited, sleep(timeoutMs).then(() => 'timeout' as const)]);
    if (code === 'timeout') {
      this.killNow();
      throw new Error(`The server did not stop within ${timeoutMs} ms of SIGTERM:\n${this.output()}`);
    }
    // The group outlives its leader only if the server started processes of its own.
    while (this.signalGroup(child.pid, 0)) await sleep(100);
    this.child = null;
    return code;
  }

  /** Stops the server if it runs (killing it if it will not stop) and removes the data folder. */
  async dispose(): Promise<void> {
    try {
      await this.stop(20_000);
    } catch {
      // Already killed by stop; the folder goes all the same.
    } finally {
      this.removeOnExit();
      process.removeListener('exit', this.removeOnExit);
    }
  }

  private killNow(): void {
    if (this.child?.pid) this.signalGroup(this.child.pid, 'SIGKILL');
    this.child = null;
  }

  /** Sends `signal` to the group led by `pid`; signal 0 only asks whether any of it still runs. */
  private signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
    try {
      process.kill(-pid, signal);
      return true;
    } catch {
      return false;
    }
  }

  private keep(line: string): void {
    if (!line.trim()) return;
    this.lines.push(line);
    if (this.lines.length > KEPT_LINES) this.lines.shift();
    try {
      this.logged.push(JSON.parse(line) as LogLine);
    } catch {
      // Not a log line (a warning from Node); kept in the output only.
    }
  }

  private hasLogged(message: string): boolean {
    return this.logged.some((line) => line.msg === message);
  }

  /** The route's JSON when it answers 200, else null (not listening yet, or 503). */
  private async answer(route: string): Promise<{ failed?: string[] } | null> {
    try {
      const reply = await fetch(`${this.origin}${route}`, { signal: AbortSignal.timeout(5_000) });
      return reply.ok ? ((await reply.json()) as { failed?: string[] }) : null;
    } catch {
      return null;
    }
  }
}

/** The first of the preferred ports nothing listens on, else one the system hands out. */
async function freePort(): Promise<number> {
  for (const port of PREFERRED_PORTS) {
    if (await canListen(port)) return port;
  }
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No free loopback port')),
      );
    });
  });
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
