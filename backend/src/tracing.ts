/**
 * OpenTelemetry traces, preloaded before the application: `node --import ./dist/tracing.js
 * dist/start.js` (npm start, the Dockerfile and npm run dev do so). The instrumentations patch
 * http, express, pg and ioredis as they load, so this must run before any of them is imported,
 * which a first import in main.ts cannot promise under ESM (the whole import graph is loaded
 * before any of it runs).
 *
 * With OTEL_EXPORTER_OTLP_ENDPOINT empty nothing below the check is even loaded: tracing off
 * costs one environment lookup. The span calls in the product go to @opentelemetry/api's
 * no-op tracer then.
 */
const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
if (endpoint) {
  const { startTracing } = await import('./platform/tracing/start-tracing.js');
  await startTracing(endpoint);
}
export {};
