import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';

/**
 * The statement with its literal values replaced by `?`. MikroORM inlines parameters into the
 * SQL it sends, so the text the pg instrumentation records would carry emails, names and ids
 * into the tracing backend, outside the reach of an erasure (ADR 0019).
 */
export function withoutLiterals(sql: string): string {
  return sql.replace(/(?:\bE)?'(?:[^']|'')*'/g, '?').replace(/(?<![\w."$])-?\d+(?:\.\d+)?(?![\w"])/g, '?');
}

/** Answers Prometheus and probes get every few seconds: traces of them would drown the rest. */
const UNTRACED = /^\/(metrics|api\/health)(\/|\?|$)/;

/**
 * Starts the OpenTelemetry SDK exporting spans over OTLP/HTTP (JSON) to `endpoint`. Database
 * and Redis spans are recorded only inside a request or job span (requireParentSpan): the
 * worker's polling (outbox relay, BullMQ's blocking reads) would otherwise make a trace of
 * its own several times a second. Neither records values: statements lose their literals,
 * Redis calls keep only the command's name.
 */
export async function startTracing(endpoint: string) {
  // ESM modules are patched through import-in-the-middle's loader hook; CommonJS ones
  // (pg, ioredis, express) through require-in-the-middle, which the SDK sets up itself.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { ExpressInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'crew-reviews',
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req: IncomingMessage) => UNTRACED.test(req.url ?? '') }),
      new ExpressInstrumentation(),
      new PgInstrumentation({
        requireParentSpan: true,
        requestHook: (span, { query }) => {
          span.setAttribute('db.query.text', withoutLiterals(query.text));
        },
      }),
      // The command name only: keys name people (a rate limit per email address).
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
  });
  sdk.start();
  // Spans still in the batch go out when the event loop empties; a process killed outright
  // loses at most the last batch (OTEL_BSP_SCHEDULE_DELAY, 5 s by default).
  process.once('beforeExit', () => void sdk.shutdown().catch(() => undefined));
}
