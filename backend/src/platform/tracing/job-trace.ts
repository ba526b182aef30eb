import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * Field of a job's data that carries the W3C trace context (traceparent) of the request or job
 * that staged it, through the outbox row and BullMQ, so the job's span joins that trace.
 */
export const TRACE_FIELD = '_trace';

const tracer = trace.getTracer('crew-reviews');

/** The current trace context to store with a job; empty when tracing is off. */
export function traceFields(): Record<string, Record<string, string>> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length > 0 ? { [TRACE_FIELD]: carrier } : {};
}

/**
 * Runs a job's work in a consumer span, child of the span that queued it (when its data
 * carries one). With tracing off the API's no-op tracer makes this a plain call.
 */
export function inJobSpan<T>(queue: string, job: { id?: string; name: string; data: unknown; attemptsMade?: number }, work: () => Promise<T>): Promise<T> {
  const carrier = (job.data as Record<string, unknown> | undefined)?.[TRACE_FIELD];
  const parent = carrier && typeof carrier === 'object' ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
  const attributes = { 'messaging.system': 'bullmq', 'messaging.destination.name': queue, 'messaging.message.id': job.id ?? '', 'crew.job.name': job.name, 'crew.job.attempt': (job.attemptsMade ?? 0) + 1 };
  return tracer.startActiveSpan(`${queue} process ${job.name}`, { kind: SpanKind.CONSUMER, attributes }, parent, (span) => endedAfter(span, work));
}

/** A client span around a call no instrumentation covers (an SMTP send). */
export function inClientSpan<T>(name: string, attributes: Record<string, string>, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, (span) => endedAfter(span, work));
}

/** Runs the work in the span, records its failure on it, and ends it either way. */
async function endedAfter<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

/** The trace id of the active span, when tracing is on and one is recording. */
export function activeTraceId(): string | undefined {
  const spanContext = trace.getSpan(context.active())?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}
