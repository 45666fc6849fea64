import { buildApp } from './app';
import { seedDemoData } from './demo-data/seed';
import { ConfigError, hostIsLoopback, loadConfig, type Config } from './plugins/config';

// Before any store opens: what PGlite, DuckDB and the key files create is readable by this user only.
process.umask(0o077);

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
  announceListening(app, config);
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

/** One line saying where Prism answers, and a warning when embedded sign-in is open to the network. */
function announceListening(app: Awaited<ReturnType<typeof buildApp>>, config: Config) {
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  app.log.info(
    { host: config.HOST, port: config.PORT, authMode: config.AUTH_MODE },
    `Prism listening on http://${host}:${config.PORT} (AUTH_MODE=${config.AUTH_MODE})`,
  );
  if (config.AUTH_MODE === 'embedded' && !hostIsLoopback(config.HOST)) {
    app.log.warn(
      { host: config.HOST },
      `Embedded sign-in is reachable from other machines on ${config.HOST}: anyone who reaches it can ` +
        'sign in as the admin persona. Set HOST=127.0.0.1, or use AUTH_MODE=oidc.',
    );
  }
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
