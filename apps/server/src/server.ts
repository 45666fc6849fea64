import { buildApp } from './app';
import { ConfigError, loadConfig } from './plugins/config';
import { seedIfEmpty } from './demo-data/seed';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  if (config.SEED_ON_START === 'true') await seedIfEmpty(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
}

await main();
