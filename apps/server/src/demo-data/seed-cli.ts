// `npm run seed -- --events N --days D --seed S [--url http://localhost:8080]`: more demo data, sent
// through POST /api/collector/events, either in-process on the configured stores or to a running
// Prism (embedded sign-in) when --url is given.
import { parseArgs } from 'node:util';
import type { EventBatch } from '@prism/domain';
import { buildApp } from '../app';
import { loadConfig } from '../plugins/config';
import { injectSink, seedEvents, type BatchSink } from './seed';
import { demoExperimentTimes, seedCatalogue } from './seed-catalogue';

const USAGE = 'usage: npm run seed -- --events N --days D --seed S [--url http://localhost:8080]';

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got "${value}"\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

async function httpSink(url: string): Promise<BatchSink> {
  const res = await fetch(new URL('/auth/token', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin' }),
  });
  if (!res.ok)
    throw new Error(`Could not sign in at ${url} (${res.status}): is it running in embedded mode?`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return async (batch: EventBatch) => {
    const sent = await fetch(new URL('/api/collector/events', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(batch),
    });
    if (!sent.ok) throw new Error(`The collector refused a batch: ${sent.status} ${await sent.text()}`);
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      events: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(USAGE);
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const opts = {
    events: positiveInt('events', values.events, config.SEED_EVENTS),
    days: Math.max(1, positiveInt('days', values.days, config.SEED_DAYS)),
    seed: positiveInt('seed', values.seed, config.SEED),
    endMs: Date.now(),
  };
  const started = Date.now();
  const app = values.url ? null : await buildApp(config);
  try {
    if (app) await seedCatalogue(app);
    const sink = app ? await injectSink(app) : await httpSink(values.url!);
    // Events carry experiment ids only while the stored experiments ran (a remote server's
    // experiments are not read: they are dated back from now, as on a first seed).
    const experimentTimes = app ? await demoExperimentTimes(app) : undefined;
    let shown = 0;
    const sent = await seedEvents(sink, { ...opts, experimentTimes }, ({ sent, total }) => {
      if (sent - shown >= total / 20 || sent === total) {
        shown = sent;
        process.stdout.write(`\r${sent.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} events`);
      }
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `\nSent ${sent} events over ${opts.days} days (seed ${opts.seed}) in ${seconds.toFixed(1)} s.`,
    );
  } finally {
    await app?.close();
  }
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  console.error(
    /lock/i.test(message)
      ? `The data folder is in use by a running Prism. Stop it, or send to it with --url http://localhost:8080.\n(${message})`
      : message,
  );
  process.exit(1);
});
