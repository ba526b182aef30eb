import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parseAllDocuments } from 'yaml';
import { AppConfig, loadConfig } from '../../src/platform/config/app-config.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const manifestsDir = `${repo}deploy/kubernetes/`;

/** The Kubernetes kinds the manifests use, each with its API schema (kubernetes-models). */
const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

/** What docs/operations.md says production must set ("Set at least"). */
const REQUIRED_IN_PRODUCTION = ['NODE_ENV', 'SESSION_SECRET', 'DATABASE_URL', 'APP_URL', 'REDIS_URL', 'SMTP_URL', 'MAIL_FROM', 'ADMIN_EMAILS'];

interface Manifest {
  file: string;
  object: any;
}

const manifests: Manifest[] = readdirSync(manifestsDir)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(`${manifestsDir}${file}`, 'utf8')).map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
      return { file, object: doc.toJS() };
    }),
  );
const ofKind = (kind: string) => manifests.filter((m) => m.object.kind === kind).map((m) => m.object);
const podSpecs = () => [...ofKind('Deployment'), ...ofKind('Job')].map((o) => ({ name: o.metadata.name as string, spec: o.spec.template.spec }));
const containers = () => podSpecs().flatMap(({ name, spec }) => (spec.containers as any[]).map((c) => ({ workload: name, ...c })));
const configMap = () => ofKind('ConfigMap').find((c) => c.metadata.name === 'crew-config');
const secret = () => ofKind('Secret').find((s) => s.metadata.name === 'crew-secrets');
/** The environment a pod gets: the ConfigMap, the Secret, then its own env entries. */
const podEnvironment = (container: any): Record<string, string> => ({
  ...configMap().data,
  ...secret().stringData,
  ...Object.fromEntries((container.env ?? []).map((e: { name: string; value: string }) => [e.name, e.value])),
});

describe('the Kubernetes manifests in deploy/kubernetes', () => {
  it('are each valid against the Kubernetes API schema of their kind', () => {
    expect(manifests.length).toBeGreaterThan(10);
    for (const { file, object } of manifests) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      if (!Model) throw new Error(`${file}: no schema here for ${object.apiVersion} ${object.kind}; add it to MODELS`);
      try {
        new Model(object).validate();
      } catch (error) {
        throw new Error(`${file} ${object.kind}/${object.metadata?.name}: ${(error as Error).message}`);
      }
    }
  });

  it('describe the API, the worker, the migration Job, budgets and autoscalers for both', () => {
    expect(ofKind('Deployment').map((d) => d.metadata.name).sort()).toEqual(['crew-api', 'crew-worker']);
    expect(ofKind('Job').map((j) => j.spec.template.spec.containers[0].command)).toEqual([['node', 'backend/dist/migrate.js']]);
    for (const name of ['crew-api', 'crew-worker']) {
      const deployment = ofKind('Deployment').find((d) => d.metadata.name === name);
      const labels = deployment.spec.template.metadata.labels;
      const selects = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);
      expect(ofKind('PodDisruptionBudget').filter((p) => selects(p.spec.selector.matchLabels))).toHaveLength(1);
      const hpa = ofKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === name);
      expect(hpa.spec.metrics[0].resource.name).toBe('cpu');
      for (const c of deployment.spec.template.spec.containers) expect(c.resources.requests).toEqual(expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }));
    }
    const api = ofKind('Service').find((s) => s.metadata.name === 'crew-api');
    expect(api.spec.selector).toEqual({ 'app.kubernetes.io/name': 'crew-reviews', 'app.kubernetes.io/component': 'api' });
  });

  it('run entry points the build produces, as node itself so the process receives SIGTERM', () => {
    for (const c of containers()) {
      expect(c.command[0]).toBe('node');
      const source = c.command[1].replace(/^backend\/dist\/(.*)\.js$/, 'backend/src/$1.ts');
      expect(existsSync(`${repo}${source}`)).toBe(true);
    }
  });

  it('probe the health routes the API serves: readiness on /api/health/ready, liveness on /api/health/live', () => {
    const served = Object.keys(JSON.parse(readFileSync(`${repo}contracts/openapi.json`, 'utf8')).paths);
    const api = containers().find((c) => c.workload === 'crew-api');
    expect(api.readinessProbe.httpGet.path).toBe('/api/health/ready');
    expect(api.livenessProbe.httpGet.path).toBe('/api/health/live');
    const probes = containers().flatMap((c) => [c.readinessProbe, c.livenessProbe, c.startupProbe].filter(Boolean).map((p) => ({ c, p })));
    for (const { c, p } of probes) {
      expect(served).toContain(p.httpGet.path);
      expect(c.ports.map((port: { name: string }) => port.name)).toContain(p.httpGet.port);
    }
  });

  it('give Kubernetes more time than the drain: terminationGracePeriodSeconds above SHUTDOWN_GRACE_SECONDS', () => {
    for (const c of containers().filter((c) => c.workload !== 'crew-migrate')) {
      const grace = loadConfig(podEnvironment(c)).SHUTDOWN_GRACE_SECONDS;
      const pod = podSpecs().find((p) => p.name === c.workload)!.spec;
      expect({ workload: c.workload, beyondGrace: pod.terminationGracePeriodSeconds > grace }).toEqual({ workload: c.workload, beyondGrace: true });
    }
  });

  it('set only variables the code reads, every one production needs, and values the product accepts', () => {
    const known = Object.keys(new AppConfig());
    for (const c of containers()) {
      expect(c.envFrom.map((from: any) => from.configMapRef?.name ?? from.secretRef?.name).sort()).toEqual(['crew-config', 'crew-secrets']);
      const env = podEnvironment(c);
      expect(Object.keys(env).filter((key) => !known.includes(key))).toEqual([]);
      expect(REQUIRED_IN_PRODUCTION.filter((key) => !env[key])).toEqual([]);
      // The product's own validation, as the process runs it at start.
      const config = loadConfig(env);
      expect(config.isProduction).toBe(true);
      expect(config.s3Enabled).toBe(true);
    }
  });

  it('name the managed services as external ones, and the settings point at those names', () => {
    const external = Object.fromEntries(ofKind('Service').filter((s) => s.spec.type === 'ExternalName').map((s) => [s.metadata.name, s.spec.externalName]));
    expect(Object.keys(external).sort()).toEqual(['crew-otel-collector', 'crew-postgres-primary', 'crew-postgres-replica', 'crew-redis', 'crew-smtp']);
    const env = { ...configMap().data, ...secret().stringData };
    expect(new URL(env.DATABASE_URL).hostname).toBe('crew-postgres-primary');
    expect(new URL(env.DATABASE_REPLICA_URL).hostname).toBe('crew-postgres-replica');
    expect(new URL(env.REDIS_URL).hostname).toBe('crew-redis');
    expect(new URL(env.SMTP_URL).hostname).toBe('crew-smtp');
    expect(new URL(env.OTEL_EXPORTER_OTLP_ENDPOINT).hostname).toBe('crew-otel-collector');
    expect(env.REDIS_SENTINELS.split(',')).toHaveLength(3);
    expect(env.S3_BUCKET).not.toBe('');
  });

  it('let Prometheus scrape METRICS_PORT on every API and worker pod', () => {
    const metricsPort = configMap().data.METRICS_PORT;
    for (const deployment of ofKind('Deployment')) {
      const annotations = deployment.spec.template.metadata.annotations;
      expect(annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': metricsPort, 'prometheus.io/path': '/metrics' });
      const ports = deployment.spec.template.spec.containers[0].ports;
      expect(ports).toContainEqual({ name: 'metrics', containerPort: Number(metricsPort) });
    }
  });
});
