import { signUp, startTestApp, STRONG_PASSWORD, type TestApp } from '../support/test-app.js';

/**
 * Every operation in the OpenAPI document gets the shapes that once produced 500s (deep
 * nesting, NUL bytes, lone surrogates, wrong types, huge strings, bad path parameters), signed
 * out and signed in. Any 5xx fails the test with the list of offending requests.
 */

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[] };
interface Operation {
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header' | 'cookie' }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Probe {
  method: string;
  url: string;
  label: string;
  body?: string;
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'sam\uD800@example.com';
const HUGE = 'x'.repeat(60_000);
const BAD_VALUES: Array<[string, unknown]> = [
  ['NUL byte', NUL],
  ['lone surrogate', LONE_SURROGATE],
  ['huge string', HUGE],
  ['number', 123456789],
  ['negative float', -1.5e308],
  ['boolean', true],
  ['null', null],
  ['object', { $gt: '' }],
  ['array', [[], {}]],
  ['control characters', '\u0001\u001b[31m\u007f'],
];
/** Field names the app's DTOs use, for operations whose schema says little. */
const GENERIC_FIELDS = ['email', 'password', 'firstName', 'lastName', 'returnTo', 'reviewerEmail', 'context', 'duration', 'message', 'text', 'rating', 'status', 'purpose', 'accessLevel', 'expirationDays', 'position', 'bio', 'location', 'certifications', 'profilePhotoURL', 'reviewRequestId', 'revieweeId', 'skills', 'id', 'token'];
const BAD_PATH_VALUES: Array<[string, string]> = [
  ['NUL', 'abc%00def'],
  ['invalid UTF-8', '%ED%A0%80'],
  ['encoded low surrogate', 'x%ED%BF%BF'],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['huge', 'a'.repeat(5000)],
  ['negative number', '-1'],
  ['not a uuid', 'not-a-uuid'],
  ['random uuid', '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'],
  ['sql', "1'%20or%20'1'='1"],
  ['unicode', encodeURIComponent('⚓🚢')],
];
const BAD_QUERIES = ['x=%00', 'returnTo=%00', 'q=sam%ED%A0%80%40example.com', 'returnTo=%ED%A0%80', `returnTo=${'a'.repeat(6000)}`, 'returnTo=a&returnTo=b', 'returnTo[$gt]=', '__proto__[x]=1'];

function resolve(schema: Schema | undefined, doc: { components?: { schemas?: Record<string, Schema> } }, seen = new Set<string>()): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return undefined;
    seen.add(schema.$ref);
    return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!], doc, seen);
  }
  if (schema.allOf) return { type: 'object', properties: Object.assign({}, ...schema.allOf.map((s) => resolve(s, doc, seen)?.properties ?? {})) };
  return schema;
}

function probesFor(method: string, path: string, operation: Operation, doc: object): Probe[] {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const fill = (value: string) => pathParams.reduce((url, name) => url.replace(`{${name}}`, value), path);
  const plainUrl = fill('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed');
  const probes: Probe[] = [];
  for (const [label, value] of BAD_PATH_VALUES) if (pathParams.length) probes.push({ method, url: fill(value), label: `path ${label}` });
  const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  for (const query of [...BAD_QUERIES, ...queryNames.flatMap((name) => [`${name}=%00`, `${name}=%ED%A0%80`, `${name}=${'9'.repeat(400)}`, `${name}=a&${name}=b`])]) {
    probes.push({ method, url: `${plainUrl}?${query}`, label: `query ${query.slice(0, 40)}` });
  }
  if (method === 'get' || method === 'head') return probes;

  const schema = resolve(operation.requestBody?.content?.['application/json']?.schema, doc as never);
  const fields = [...new Set([...Object.keys(schema?.properties ?? {}), ...GENERIC_FIELDS])];
  const json = (label: string, body: string) => probes.push({ method, url: plainUrl, label, body });
  json('deeply nested objects', `{"a":${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}}`);
  json('deeply nested arrays', `{"a":${'['.repeat(4000)}${']'.repeat(4000)}}`);
  json('a bare array', '[]');
  json('a bare string', JSON.stringify(NUL));
  json('a bare number', '42');
  json('null', 'null');
  json('empty object', '{}');
  json('prototype pollution', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}');
  for (const [label, value] of BAD_VALUES) {
    json(`every field = ${label}`, JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))));
    for (const field of fields) json(`${field} = ${label}`, JSON.stringify({ [field]: value }));
  }
  return probes;
}

describe('fuzzing every route of the OpenAPI document', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('never answers 5xx, signed out or signed in', async () => {
    const doc = (await app.http().get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(20);

    let { agent, user } = await signUp(app);
    const offenders: string[] = [];
    let sent = 0;
    // Destructive or session-ending calls last, so the signed-in client stays signed in for the rest.
    const last = (o: { path: string; method: string }) => (o.method === 'delete' || o.path.includes('logout') ? 1 : 0);
    for (const { path, method, operation } of operations.sort((a, b) => last(a) - last(b))) {
      const probes = probesFor(method, path, operation, doc);
      for (const [who, client] of [['anonymous', () => app.http()], ['signed in', () => agent]] as const) {
        for (let i = 0; i < probes.length; i += 16) {
          await Promise.all(
            probes.slice(i, i + 16).map(async (probe) => {
              const c = client() as ReturnType<TestApp['http']>;
              let req = c[probe.method as 'get'](probe.url);
              if (probe.body !== undefined) req = req.set('content-type', 'application/json').send(probe.body);
              const res = await req;
              sent++;
              if (res.status >= 500) offenders.push(`${who} ${probe.method.toUpperCase()} ${probe.url.slice(0, 120)} [${probe.label}] -> ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
            }),
          );
        }
        // A probe may have signed the client out (logout): sign in again for the next operation.
        if (who === 'signed in' && (await agent.get('/api/auth/user')).status === 401) {
          ({ agent } = { agent: app.agent() });
          await agent.post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(offenders).toEqual([]);
    // A guard, not a speed target: the sweep grows with every route (over 3,000 requests now) and
    // took up to 130 s on two cores shared with other suites.
  }, 300_000);
});
