import { join } from 'node:path';
import { createDatabase } from '@stockroom/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDeps } from './lib/create-deps';
import { seedDemoCatalogue } from './lib/demo-catalogue/seed-demo-catalogue';
import { seedFirstRun } from './lib/first-run';
import { loggerOptions } from './lib/log-format';
import { stopOnSignals } from './lib/shutdown';

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
  const app = await buildApp(deps, { logger: loggerOptions(config) });
  stopOnSignals({
    app,
    closeDatabase: () => database.close(),
    timeoutMs: config.shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server';
  console.log(`\nStockroom is running on ${config.publicBaseUrl} (${where})`);
  if (created.length) console.log(`Created on first start:\n  ${created.join('\n  ')}\n`);
}

start().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
