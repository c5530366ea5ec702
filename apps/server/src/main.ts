import { join } from 'node:path';
import { createDatabase, DatabaseInUseError } from '@stockroom/db';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDeps } from './create-deps';
import { seedDemoCatalogue } from './demo-catalogue/seed-demo-catalogue';
import { seedFirstRun } from './lib/first-run';
import { loggerOptions } from './lib/log-format';
import { stopOnSignals } from './lib/shutdown';
import { jobGraceMs } from './modules/jobs/job-queue';
import { WARM_BEFORE_LISTEN_MS, warmBrandThumbnailsFor } from './modules/rendering/brand-thumbnails.warm';

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
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  // A first visit should not wait for pictures nobody has asked for yet (decision 0034).
  const warmed = await warmBrandThumbnailsFor(deps, WARM_BEFORE_LISTEN_MS, () => closing);
  if (warmed === 'later') console.log('Brand thumbnails are still rendering in the background');
  else if (warmed?.count) console.log(`Brand thumbnails ready: ${warmed.count} in ${(warmed.ms / 1000).toFixed(1)} s`);
  stopOnSignals({
    app,
    closeDatabase: () => database.close(),
    timeoutMs: config.shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });
  // From the signal on, no more jobs are taken while the connections drain; the app's close awaits the same stop.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void deps.jobs.stop(jobGraceMs(config.shutdownTimeoutMs)));
  }

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server';
  console.log(`\nStockroom is running on ${config.publicBaseUrl} (${where})`);
  if (created.length) console.log(`Created on first start:\n  ${created.join('\n  ')}\n`);
}

start().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
