import { buildApp } from './app';
import { seedDemoData } from './demo-data/seed';
import { ConfigError, loadConfig, type Config } from './plugins/config';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = configOrExit();
  const app = await buildApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  // Seeding runs after listen so the portal answers at once; the first page shows counts rising.
  if (config.SEED_ON_START === 'true') {
    await app.startup
      .track('demo data', seedDemoData(app))
      .catch((err: unknown) => app.log.error({ err }, 'demo data seeding failed'));
  }
  keepEventsClustered(app);
}

/** Every quarter of an hour (and now), finished days and weeks of events are put in app order. */
const CLUSTER_EVERY_MS = 15 * 60_000;

function keepEventsClustered(app: Awaited<ReturnType<typeof buildApp>>) {
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    const started = Date.now();
    try {
      const done = await app.analytics.clusterEvents();
      if (done.ranges > 0) app.log.info({ ...done, ms: Date.now() - started }, 'events clustered');
    } catch (err) {
      app.log.error({ err }, 'clustering events failed');
    } finally {
      running = false;
    }
  };
  // Unreferenced: the timer never holds the process open; the store's close waits for a rewrite.
  setInterval(() => void pass(), CLUSTER_EVERY_MS).unref();
  void pass();
}

await main();
