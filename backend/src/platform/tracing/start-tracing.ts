import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';

/** Answers Prometheus and probes get every few seconds: traces of them would drown the rest. */
const UNTRACED = /^\/(metrics|api\/health)(\/|\?|$)/;

/**
 * Starts the OpenTelemetry SDK exporting spans over OTLP/HTTP (JSON) to `endpoint`. Database
 * and Redis spans are recorded only inside a request or job span (requireParentSpan): the
 * worker's polling (outbox relay, BullMQ's blocking reads) would otherwise make a trace of
 * its own several times a second.
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
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // Spans still in the batch go out when the event loop empties; a process killed outright
  // loses at most the last batch (OTEL_BSP_SCHEDULE_DELAY, 5 s by default).
  process.once('beforeExit', () => void sdk.shutdown().catch(() => undefined));
}
