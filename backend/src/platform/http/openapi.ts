import type { INestApplication } from '@nestjs/common';
import { API_KEY_LIMITS } from '@crew/contracts/api-keys';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_SCHEME, SESSION_SCHEME } from './access-rules.js';

/** Sorts object keys at every depth (arrays keep their order), so the document is stable text. */
function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    ) as T;
  }
  return value;
}

/** Every operation names itself (ApiOperation's operationId); the fallback keeps a forgotten one readable. */
const operationIdFactory = (controllerKey: string, methodKey: string) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`;

function assertUniqueOperationIds(document: OpenAPIObject) {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const id = (operation as { operationId?: string }).operationId;
      if (!id) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (seen.has(id)) throw new Error(`OpenAPI operationId "${id}" is used by both ${seen.get(id)} and ${where}`);
      seen.set(id, where);
    }
  }
}

/**
 * The API's OpenAPI document, built from the controllers and DTO classes. The app serves it at
 * /api/docs/openapi.json and `npm run openapi -w backend` writes it to contracts/openapi.json,
 * from which the frontend's types are generated (ADR 0012). Keys are sorted and nothing in it
 * depends on the time or the environment, so the committed copy can be compared with the code.
 */
export function buildOpenApiDocument(app: INestApplication, sessionCookie: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Crew Reviews API')
    .setDescription('Maritime crew review and credential platform')
    .setVersion('1')
    .addCookieAuth(sessionCookie, undefined, SESSION_SCHEME)
    // Declared on the operations that accept it (AcceptsApiKey), and only there.
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          "An Enterprise plan's API key, created in the Employer page (API access), sent as `Authorization: Bearer <key>`. " +
          `It opens crew search and crew profiles only (profile views count against the plan as in the app), ` +
          `at most ${API_KEY_LIMITS.requestsPerMinute} requests a minute per key (429 with Retry-After beyond), ` +
          'and stops working at once when revoked or when the plan is no longer an active Enterprise plan (401 or 403).',
      },
      API_KEY_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory });
  assertUniqueOperationIds(document);
  return sortKeys(document);
}
