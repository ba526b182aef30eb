import { CONTRACT_FILES, readCommitted, renderContract, writeContractFile } from '../support/openapi-contract.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// `npm run openapi -w backend` runs this file with UPDATE_OPENAPI=1 to rewrite the contract.
const update = process.env.UPDATE_OPENAPI === '1';
const STALE = 'is out of date with the code: run `npm run openapi -w backend` and commit the result';

describe('the committed API contract (ADR 0012)', () => {
  let app: TestApp;
  let rendered: Awaited<ReturnType<typeof renderContract>>;

  beforeAll(async () => {
    app = await startTestApp();
    const res = await app.http().get('/api/docs/openapi.json').expect(200);
    rendered = await renderContract(res.body);
    if (update) {
      writeContractFile(CONTRACT_FILES.document, rendered.document);
      writeContractFile(CONTRACT_FILES.types, rendered.types);
    }
  });
  afterAll(() => app?.close());

  test('contracts/openapi.json is the document the API serves', () => {
    if (readCommitted(CONTRACT_FILES.document) !== rendered.document) throw new Error(`contracts/openapi.json ${STALE}`);
  });

  test('contracts/src/api.ts is generated from that document', () => {
    if (readCommitted(CONTRACT_FILES.types) !== rendered.types) throw new Error(`contracts/src/api.ts ${STALE}`);
  });
});
