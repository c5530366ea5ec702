import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './lib/deps';
import { healthRoutes } from './modules/health/health.routes';
import { registerErrorHandler } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { contractSerializer } from './plugins/serializer';
import { registerWebApp } from './plugins/web-app';

/** Each module registers its routes; order is the order of this list. */
const modules: ((app: FastifyInstance, deps: AppDeps) => void | Promise<void>)[] = [healthRoutes];

/** Builds the whole server from its dependencies; plugins in a visible order. */
export async function buildApp(deps: AppDeps, options: { logger?: boolean | object } = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Deployed behind a reverse proxy: the client address comes from X-Forwarded-For.
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializer);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  for (const register of modules) await register(app, deps);
  await registerWebApp(app, deps.config);
  return app;
}
