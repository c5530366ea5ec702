// `npm test`: the unit tests, then the browser journeys whatever the unit tests' result, so that one
// failure does not hide the other suite's report. Exits with the first failing suite's code.
import { spawnSync } from 'node:child_process';

const suites = ['test:unit', 'test:e2e'];
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
