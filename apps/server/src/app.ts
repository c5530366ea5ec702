import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { closeDeps } from './create-deps';
import type { AppDeps } from './deps';
import { activityLogRoutes } from './modules/activity/activity.routes';
import { analyticsPanelRoutes } from './modules/analytics/analytics.routes';
import { defineRollupJob } from './modules/analytics/rollup.job';
import { authServiceRoutes } from './modules/auth/auth.routes';
import { brandsRoutes } from './modules/brands/brands.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { defineKitZipJob, kitFileSettled } from './modules/campaigns/kit-zip.job';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { customizationRoutes } from './modules/customization/customization.routes';
import { defineExportJob } from './modules/customization/export-job';
import { groupsRoutes } from './modules/groups/groups.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobGraceMs } from './modules/jobs/job-queue';
import { defineMailJob } from './modules/mail/mail.job';
import { mailRoutes } from './modules/mail/mail.routes';
import { memberCatalogueRoutes } from './modules/member-catalogue/member-catalogue.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { sandboxCheckoutRoutes } from './modules/payments/providers/sandbox/sandbox.routes';
import { defineSandboxJobs } from './modules/payments/sandbox-jobs';
import { photosRoutes } from './modules/photos/photos.routes';
import { productsRoutes } from './modules/products/products.routes';
import { defineRecordingRetentionJob } from './modules/recordings/recordings.job';
import { recordingsRoutes } from './modules/recordings/recordings.routes';
import { defineBrandThumbnailsJob } from './modules/rendering/brand-thumbnails.job';
import { renderingRoutes } from './modules/rendering/rendering.routes';
import { requestsRoutes } from './modules/requests/requests.routes';
import { defineRetentionJob } from './modules/retention/retention.job';
import { searchRoutes } from './modules/search/search.routes';
import { storageRoutes } from './modules/storage/storage.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { usersRoutes } from './modules/users/users.routes';
import { registerDrain } from './plugins/drain';
import { registerErrorHandler } from './plugins/errors';
import { registerJsonBodies } from './plugins/json-body';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { contractSerializer } from './plugins/serializer';
import { registerWebApp } from './plugins/web-app';

/** Each module registers its routes; order is the order of this list. */
const modules: ((app: FastifyInstance, deps: AppDeps) => void | Promise<void>)[] = [
  healthRoutes,
  authServiceRoutes,
  captchaRoutes,
  mailRoutes,
  trackingRoutes,
  usersRoutes,
  catalogueRoutes,
  groupsRoutes,
  analyticsPanelRoutes,
  activityLogRoutes,
  productsRoutes,
  paymentsRoutes,
  storageRoutes,
  searchRoutes,
  memberCatalogueRoutes,
  brandsRoutes,
  templatesRoutes,
  customizationRoutes,
  campaignsRoutes,
  photosRoutes,
  renderingRoutes,
  requestsRoutes,
  recordingsRoutes,
  sandboxCheckoutRoutes,
];

/** The kinds of background job each module defines (decision 0037); a web process works none. */
const jobs: ((deps: AppDeps, log: FastifyInstance['log']) => void)[] = [
  // A kit's file settling may make its ZIP due (decision 0051).
  (deps, log) => defineExportJob(deps, log, kitFileSettled(deps)),
  defineKitZipJob,
  defineMailJob,
  defineBrandThumbnailsJob,
  defineRetentionJob,
  defineRecordingRetentionJob,
  defineRollupJob,
  defineSandboxJobs,
];

/** Builds the whole server from its dependencies; plugins in a visible order. */
export async function buildApp(deps: AppDeps, options: { logger?: boolean | object } = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Only behind a reverse proxy may X-Forwarded-For name the client (rate limits key on it).
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // A render's name carries ids, stamps and a signature (about 120 characters); the default is 100.
    routerOptions: { maxParamLength: 200 },
  });
  registerDrain(app);
  app.addHook('onClose', () => closeDeps(deps));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializer);
  registerErrorHandler(app);
  registerJsonBodies(app);
  await registerSecurityHeaders(app);
  for (const define of jobs) define(deps, app.log);
  app.addHook('onReady', () => deps.jobs.start(app.log));
  // Usually begun at the signal already (main.ts); a job not done in time is taken again later.
  app.addHook('preClose', () => deps.jobs.stop(jobGraceMs(deps.config.shutdownTimeoutMs)));
  // A worker answers only its health check, for the load balancer or supervisor that watches it.
  if (deps.config.serverRole === 'worker') {
    await healthRoutes(app, deps);
    return app;
  }
  await registerOpenApi(app);
  for (const register of modules) await register(app, deps);
  await registerWebApp(app, deps.config);
  return app;
}
