// `npm test`: the unit tests, the cluster test, then the browser journeys, each whatever the others'
// result, so that one failure does not hide another suite's report. Exits with the first failing suite's code.
import { spawnSync } from 'node:child_process';

// The cluster test starts three server processes and HAProxy on PostgreSQL and Redis: it runs alone,
// after the unit tests, so that their load does not stand in its way (docs/deploy.md).
const cluster = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (!cluster) console.log('The cluster test runs when DATABASE_URL and REDIS_URL are set; they are not.');
const suites = ['test:unit', ...(cluster ? ['test:cluster'] : []), 'test:e2e'];
const failed = [];
let exitCode = 0;

for (const suite of suites) {
  const run = spawnSync('npm', ['run', suite], { stdio: 'inherit' });
  // A suite killed by a signal has no exit code; it failed all the same.
  const code = run.status ?? 1;
  if (code !== 0) {
    failed.push(`${suite} (exit ${run.status ?? run.signal ?? run.error?.message})`);
    exitCode ||= code;
  }
}

if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(exitCode);
}
