/**
 * Module boundaries (ADR 0011), checked by dependency-cruiser from src/architecture.spec.ts so
 * that `npm test` fails on a violation. Paths are relative to the repository root.
 */
const MODULES = '^backend/src/modules';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'platform-knows-no-module',
      comment: 'platform/ is shared infrastructure: modules build on it, never the reverse (compose them in src/).',
      severity: 'error',
      from: { path: '^backend/src/platform/' },
      to: { path: `${MODULES}/` },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ (pure rules) and catalogue/ (reference data) use no Nest, no ORM, no platform.',
      severity: 'error',
      from: { path: `${MODULES}/[^/]+/(domain|catalogue)/` },
      to: { path: ['^backend/src/platform/', '(^|/)(@nestjs|@mikro-orm)/'] },
    },
    {
      name: 'modules-meet-through-contracts',
      comment: "A module imports another module only through that module's contracts/.",
      severity: 'error',
      from: { path: `${MODULES}/([^/]+)/` },
      to: { path: `${MODULES}/[^/]+/`, pathNot: [`${MODULES}/$1/`, `${MODULES}/[^/]+/contracts/`] },
    },
    {
      name: 'contracts-stand-alone',
      comment: "A module's contracts/ may use its own contracts/ and pure domain/ and catalogue/, never its entities or handlers.",
      severity: 'error',
      from: { path: `${MODULES}/([^/]+)/contracts/` },
      to: { path: `${MODULES}/$1/`, pathNot: [`${MODULES}/$1/(contracts|domain|catalogue)/`] },
    },
    {
      name: 'features-never-import-each-other',
      comment: 'A frontend feature is composed by app/, never imported by another feature.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: ['^frontend/src/features/$1/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
