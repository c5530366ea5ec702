import { join } from 'node:path';
import { createDatabase } from '@stockroom/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDeps } from './lib/create-deps';
import { seedDemoCatalogue } from './lib/demo-catalogue/seed-demo-catalogue';
import { seedFirstRun } from './lib/first-run';

async function start() {
  const config = loadConfig();
  const database = await createDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  await database.migrate();
  const created = await seedFirstRun(database.db, config);
  const deps = await createDeps(config, database, { warn: (obj, msg) => console.warn(msg, obj) });
  if (config.seedDemo) {
    // A demo that cannot fill its catalogue still serves its accounts; the next start tries again.
    await seedDemoCatalogue(deps, { firstStart: created.length > 0 }).then(
      (lines) => created.push(...lines),
      (error) => console.error('The demo catalogue could not be seeded; the next start will try again:', error),
    );
  }
  const app = await buildApp(deps, {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.refresh_token'],
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops accepting, waits for requests in flight, then runs onClose hooks.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server';
  console.log(`\nStockroom is running on ${config.publicBaseUrl} (${where})`);
  if (created.length) console.log(`Created on first start:\n  ${created.join('\n  ')}\n`);
}

start().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
