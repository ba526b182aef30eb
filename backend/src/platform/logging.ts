import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from './config/app-config.js';
import { activeTraceId } from './tracing/job-trace.js';

/**
 * Structured JSON logs; every request line carries a request id (x-request-id in and out).
 * With tracing on, the request id is the trace id, so a log line leads to its trace.
 */
export function loggerParams(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      genReqId: (req: IncomingMessage, res) => {
        const given = req.headers['x-request-id'];
        const id = activeTraceId() ?? (typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID());
        res.setHeader('x-request-id', id);
        return id;
      },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Probes call every few seconds; their lines would drown the log.
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' || req.url === '/api/health/live' || req.url === '/api/health/ready' },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    },
    useExisting: true,
  };
}
