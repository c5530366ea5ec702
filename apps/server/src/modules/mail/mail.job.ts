/**
 * The job that sends one message of the outbox (decision 0037). Its schedule of retries lives in
 * the outbox row: a refused attempt writes the next job, due after the backoff. The job's own
 * retries are for a process that died or a database that failed meanwhile.
 */
import type { AppDeps } from '../../deps';
import { pendingWithoutJob } from './mail.queries';
import { MAIL_JOB, type MailJobData } from './mail.service';

export function defineMailJob(deps: Pick<AppDeps, 'database' | 'jobs' | 'mailer'>) {
  const { jobs } = deps;
  jobs.define<MailJobData>(MAIL_JOB, {
    retryLimit: 3,
    concurrency: 1,
    handler: (data) => deps.mailer.deliver(data.messageId),
    onStart: async () => {
      await deps.database.db.transaction(async (tx) => {
        for (const row of await pendingWithoutJob(tx, MAIL_JOB)) {
          const due = row.next_attempt_at ? new Date(row.next_attempt_at) : null;
          await jobs.send<MailJobData>(
            tx,
            MAIL_JOB,
            { messageId: row.id },
            due && due > new Date() ? { startAfter: due } : {},
          );
        }
      });
    },
  });
}
