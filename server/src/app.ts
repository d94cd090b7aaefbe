import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { SESSION_TOKEN_HEADER } from './auth/require-auth';
import { type AppDeps, createContext } from './context';
import { limitBody } from './http/body-limit';
import { handleError, notFoundBody } from './http/errors';
import { securityHeaders, webHeaders } from './http/security-headers';
import { webApp, webScriptHashes } from './http/web-app';
import { metricsOnApiPort } from './metrics-exposure';
import { metricsRoute } from './observability/metrics-route';
import { requestLog } from './observability/request-log';
import { createServerMetrics } from './observability/server-metrics';
import { authRoutes } from './routes/auth';
import { clientUserRoutes } from './routes/client-user';
import { healthRoutes } from './routes/health';
import { meRoutes } from './routes/me';
import { miningRoutes } from './routes/mining';
import { publicRoutes } from './routes/public';
import { purchaseRoutes } from './routes/purchase';
import { specMiningRoutes } from './routes/spec-mining';

const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The whole API under /api/v1 (docs/api-contract.md) and, with `deps.webRoot`, the built web app on the same
 * origin. Binds no port: index.ts serves it, tests call `app.request()`.
 */
export function createApp(deps: AppDeps) {
  const ctx = createContext(deps);
  const metrics =
    deps.metrics ??
    createServerMetrics({
      db: ctx.db,
      chainClient: ctx.chainClient,
      chainId: ctx.config.chain.id,
      paymentsContract: ctx.config.paymentsContract,
    });
  const app = new Hono();
  app.onError(handleError(ctx.logger));
  app.use(requestLog({ logger: deps.requestLogger, metrics }));
  app.notFound((c) => c.json(notFoundBody(), 404));
  app.use(securityHeaders(webHeaders(ctx.config, deps.webRoot ? webScriptHashes(deps.webRoot) : [])));
  if (ctx.config.corsOrigins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: ctx.config.corsOrigins,
        allowHeaders: ['Authorization', 'Content-Type'],
        exposeHeaders: [SESSION_TOKEN_HEADER],
        maxAge: 600,
      }),
    );
  }
  app.use('/api/*', limitBody(BODY_LIMIT_BYTES));

  const api = new Hono()
    .route('/health', healthRoutes(ctx))
    .route('/public', publicRoutes(ctx))
    .route('/client-user', clientUserRoutes(ctx))
    .route('/auth', authRoutes(ctx))
    .route('/me', meRoutes(ctx))
    .route('/purchase', purchaseRoutes(ctx))
    .route('/mining', miningRoutes(ctx))
    .route('/spec-mining', specMiningRoutes(ctx));
  const routed = app.route('/api/v1', api);
  // Elsewhere METRICS_PORT serves it alone (metrics-exposure.ts).
  if (metricsOnApiPort(ctx.config)) routed.route('/', metricsRoute(metrics, ctx.config.metrics.token));
  if (deps.webRoot) routed.route('/', webApp(deps.webRoot));
  return routed;
}
