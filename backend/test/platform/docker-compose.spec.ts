import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { AppConfig, loadConfig } from '../../src/platform/config/app-config.js';

/**
 * docker-compose.yml's `cluster` profile cannot be run here (no Docker engine), so its shape is
 * checked instead: the services an operator expects, the balancer in front of both APIs, the
 * replica and Sentinels wired to their primaries, and settings the product actually reads.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));

interface Service {
  image?: string;
  build?: string;
  profiles?: string[];
  command?: string[] | string;
  entrypoint?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(readFileSync(`${root}docker-compose.yml`, 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const cluster = Object.entries(services).filter(([, s]) => s.profiles?.includes('cluster'));
const named = (predicate: (s: Service) => boolean) => cluster.filter(([, s]) => predicate(s)).map(([name]) => name);
const commandOf = (s: Service) => (Array.isArray(s.command) ? s.command.join(' ') : (s.command ?? ''));
const apps = named((s) => s.build === '.');
const apis = named((s) => commandOf(s) === 'node backend/dist/main.js');
const workers = named((s) => commandOf(s) === 'node backend/dist/worker.js');
const hostOf = (url: string) => new URL(url).hostname;

describe('the cluster profile of docker-compose.yml', () => {
  it('runs two APIs and two workers after a one-off migration, and leaves the default stack as it was', () => {
    expect(apis).toHaveLength(2);
    expect(workers).toHaveLength(2);
    const [migrate] = named((s) => commandOf(s) === 'node backend/dist/migrate.js');
    expect(migrate).toBeDefined();
    for (const name of [...apis, ...workers]) expect(services[name].depends_on?.[migrate]).toEqual({ condition: 'service_completed_successfully' });
    // `docker compose up` without the profile still starts exactly the one-machine stack.
    expect(Object.entries(services).filter(([, s]) => !s.profiles).map(([name]) => name)).toEqual(['postgres', 'redis', 'mailpit', 'api', 'worker']);
  });

  it('puts both APIs, and only them, behind the load balancer on the published port', () => {
    const [balancerName, balancer] = cluster.find(([, s]) => s.image?.startsWith('nginx'))!;
    const mount = balancer.volumes!.find((v) => v.endsWith(':/etc/nginx/nginx.conf:ro'))!;
    const nginx = readFileSync(`${root}${mount.split(':')[0]}`, 'utf8');
    const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(nginx)!;
    const servers = [...upstream[2].matchAll(/server\s+([\w.-]+):(\d+)/g)].map((m) => `${m[1]}:${m[2]}`);
    const port = services[apis[0]].environment!.PORT;
    expect(servers.sort()).toEqual(apis.map((api) => `${api}:${port}`).sort());
    expect(nginx).toContain(`proxy_pass http://${upstream[1]};`);
    const listen = /listen\s+(\d+);/.exec(nginx)![1];
    expect(balancer.ports).toContain(`${listen}:${listen}`);
    for (const api of apis) expect(balancer.depends_on?.[api]).toEqual({ condition: 'service_healthy' });
    // The APIs trust the balancer's forwarded address and protocol (it is on a private network).
    expect(services[apis[0]].environment!.TRUST_PROXY).toBe('uniquelocal');
    expect(services[apis[0]].healthcheck?.test.join(' ')).toContain('/api/health');
    expect(balancerName).not.toBe(apis[0]);
  });

  it('gives every process the same settings, each one a setting the product reads and accepts', () => {
    const env = services[apis[0]].environment!;
    for (const name of apps) expect({ name, env: services[name].environment }).toEqual({ name, env });
    const known = Object.keys(new AppConfig());
    expect(Object.keys(env).filter((key) => !known.includes(key))).toEqual([]);
    expect(() => loadConfig(env)).not.toThrow();
    const config = loadConfig(env);
    expect(config.REDIS_SENTINELS).toHaveLength(3);
    expect(config.DATABASE_REPLICA_URL).not.toBe('');
  });

  it('streams the PostgreSQL primary to a hot standby that the reads which tolerate lag go to', () => {
    const env = services[apis[0]].environment!;
    const primary = hostOf(env.DATABASE_URL);
    const replica = hostOf(env.DATABASE_REPLICA_URL);
    expect(services[primary].profiles).toEqual(['cluster']);
    expect(services[replica].environment!.PRIMARY_HOST).toBe(primary);
    expect(services[replica].depends_on?.[primary]).toEqual({ condition: 'service_healthy' });
    const script = services[replica].volumes!.find((v) => v.endsWith(`:${services[replica].entrypoint!.at(-1)}:ro`))!.split(':')[0];
    expect(readFileSync(`${root}${script}`, 'utf8')).toMatch(/pg_basebackup .*-R .*-X stream/);
    const init = services[primary].volumes!.find((v) => v.includes('/docker-entrypoint-initdb.d/'))!.split(':')[0];
    expect(readFileSync(`${root}${init}`, 'utf8')).toContain('host replication replicator');
    expect(services[primary].environment!.REPLICATION_PASSWORD).toBe(services[replica].environment!.REPLICATION_PASSWORD);
  });

  it('watches the Redis primary and its replica with three Sentinels, the ones the product asks', () => {
    const env = services[apis[0]].environment!;
    const sentinels = env.REDIS_SENTINELS.split(',').map((address) => address.split(':'));
    expect(sentinels).toHaveLength(3);
    for (const [host, port] of sentinels) {
      const command = commandOf(services[host]);
      expect(command).toContain('--sentinel');
      expect(command).toContain(`'port ${port}'`);
      const monitor = /sentinel monitor (\S+) (\S+) (\d+) (\d+)/.exec(command)!;
      expect(monitor[1]).toBe(env.REDIS_SENTINEL_NAME);
      expect(services[monitor[2]].image).toMatch(/^redis:/);
      expect(Number(monitor[4])).toBeLessThanOrEqual(sentinels.length);
      expect(Number(monitor[4])).toBeGreaterThan(sentinels.length / 2);
      const replicas = named((s) => commandOf(s).includes(`--replicaof ${monitor[2]} ${monitor[3]}`));
      expect(replicas).toHaveLength(1);
    }
  });

  it('mounts only files that exist in the repository', () => {
    const mounted = cluster.flatMap(([, s]) => s.volumes ?? []).filter((v) => v.startsWith('./')).map((v) => v.split(':')[0]);
    expect(mounted.length).toBeGreaterThan(0);
    expect(mounted.filter((file) => !existsSync(`${root}${file}`))).toEqual([]);
  });
});
