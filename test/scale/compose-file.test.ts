import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import {
  APP_ENV_NAMES,
  appArgs,
  demoArgs,
  HAPROXY_ENV_NAMES,
  haproxyArgs,
  redisArgs,
  TLS_ENV_NAMES,
  VARNISH_ENV_NAMES,
  varnishArgs,
} from './stack-commands.js';

// docker-compose.yml describes the stack test/scale/edge-stack.test.ts proves with apt packages:
// every config it mounts is in the repository, and every service runs the command the test runs
// (the same argument builders, with the compose network's addresses), with the same settings.

interface Service {
  command?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  image?: string;
  build?: unknown;
}
const compose = parse(readFileSync(join(ROOT_DIR, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
/** The self-signed certificate scripts/local-tls-cert.sh writes (ignored by git). */
const LOCAL_CERTIFICATE = './deploy/tls/local.pem';

/** The command as program name and arguments. */
function commandOf(name: string): { program: string; args: string[] } {
  const command = services[name]?.command;
  assert.ok(Array.isArray(command), `${name} has a command list`);
  return { program: basename(command[0]!), args: command.slice(1) };
}

describe('docker-compose.yml', () => {
  test('names the services the scale test starts, and nothing else', () => {
    assert.deepEqual(Object.keys(services).sort(), ['app1', 'app2', 'demo', 'haproxy', 'redis', 'tls', 'varnish']);
  });

  test('mounts only configs that exist in the repository, and the certificate the script makes', () => {
    const mounts = Object.values(services).flatMap((s) => s.volumes ?? []);
    assert.ok(mounts.length >= 5, 'the VCL, its backend, both HAProxy configs and the certificate are mounted');
    for (const mount of mounts) {
      const source = mount.split(':')[0]!;
      assert.ok(source.startsWith('./'), `${mount} is a path in the repository`);
      if (source === LOCAL_CERTIFICATE) continue;
      assert.ok(existsSync(resolve(ROOT_DIR, source)), `${source} exists`);
    }
    // Never committed: scripts/local-tls-cert.sh writes it where git ignores it.
    assert.match(readFileSync(join(ROOT_DIR, '.gitignore'), 'utf8'), /^deploy\/tls\/$/m);
    assert.match(readFileSync(join(ROOT_DIR, 'scripts', 'local-tls-cert.sh'), 'utf8'), /deploy\/tls\/local\.pem/);
  });

  test('runs every service the way the scale test does', () => {
    assert.deepEqual(commandOf('redis'), { program: 'redis-server', args: redisArgs({ port: 6379 }) });
    assert.deepEqual(commandOf('demo'), { program: 'gkn', args: demoArgs({ host: '0.0.0.0', port: 4010 }) });
    for (const app of ['app1', 'app2'])
      assert.deepEqual(commandOf(app), { program: 'gkn', args: appArgs({ workers: 2 }) });
    assert.deepEqual(commandOf('haproxy'), {
      program: 'haproxy',
      args: haproxyArgs({ config: '/usr/local/etc/haproxy/haproxy.cfg' }),
    });
    assert.deepEqual(commandOf('tls'), {
      program: 'haproxy',
      args: haproxyArgs({ config: '/usr/local/etc/haproxy/tls.cfg' }),
    });
    assert.deepEqual(commandOf('varnish'), {
      program: 'varnishd',
      args: varnishArgs({
        publicAddress: ':80',
        tlsAddress: ':8443',
        purgeAddress: ':6091',
        vcl: '/etc/varnish/gkn.vcl',
        vclPath: '/etc/varnish',
      }),
    });
  });

  test('mounts the files the scale test uses where the commands read them', () => {
    const mounted = (name: string) =>
      Object.fromEntries((services[name]?.volumes ?? []).map((v) => [v.split(':')[1]!, v.split(':')[0]!]));
    assert.equal(mounted('haproxy')['/usr/local/etc/haproxy/haproxy.cfg'], './deploy/haproxy/haproxy.cfg');
    assert.equal(mounted('tls')['/usr/local/etc/haproxy/tls.cfg'], './deploy/haproxy/tls.cfg');
    assert.equal(mounted('tls')[services.tls?.environment?.GKN_TLS_CERT ?? ''], LOCAL_CERTIFICATE);
    assert.equal(mounted('varnish')['/etc/varnish/gkn.vcl'], './deploy/varnish/gkn.vcl');
    // The one file the test writes itself (with its free port): the load balancer's address.
    assert.equal(mounted('varnish')['/etc/varnish/backend.vcl'], './deploy/varnish/backend.vcl');
  });

  test('gives the apps, the load balancer and the edge the settings the scale test gives them', () => {
    for (const app of ['app1', 'app2'])
      assert.deepEqual(Object.keys(services[app]?.environment ?? {}).sort(), [...APP_ENV_NAMES].sort(), app);
    assert.notEqual(services.app1?.environment?.PORT, services.app2?.environment?.PORT);
    assert.deepEqual(Object.keys(services.haproxy?.environment ?? {}).sort(), [...HAPROXY_ENV_NAMES].sort());
    assert.deepEqual(Object.keys(services.varnish?.environment ?? {}).sort(), [...VARNISH_ENV_NAMES].sort());
    assert.deepEqual(Object.keys(services.tls?.environment ?? {}).sort(), [...TLS_ENV_NAMES].sort());
    assert.equal(services.varnish?.environment?.EDGE_PURGE_SECRET, services.app1?.environment?.EDGE_PURGE_SECRET);
  });

  test('points the edge at the load balancer, and the load balancer at both apps', () => {
    const backend = readFileSync(join(ROOT_DIR, 'deploy', 'varnish', 'backend.vcl'), 'utf8');
    assert.match(backend, /\.host = "haproxy";/);
    const lbPort = services.haproxy?.environment?.GKN_LB_BIND?.split(':').at(-1);
    assert.match(backend, new RegExp(`\\.port = "${lbPort}";`));
    for (const [name, app] of [
      ['GKN_APP1', 'app1'],
      ['GKN_APP2', 'app2'],
    ] as const)
      assert.equal(services.haproxy?.environment?.[name]?.split(':').at(-1), services[app]?.environment?.PORT);
  });

  test('sends the TLS terminator to the tls listener of the edge, and redirects to the HTTPS port it publishes', () => {
    const env = services.tls?.environment ?? {};
    assert.equal(env.GKN_EDGE_TLS, 'varnish:8443');
    const published = (services.tls as { ports?: string[] }).ports ?? [];
    const httpsPort = env.GKN_TLS_HTTPS_BIND?.split(':').at(-1);
    assert.ok(published.includes(`${env.GKN_TLS_HTTPS_PORT}:${httpsPort}`), published.join(' '));
  });

  test('runs a supported Varnish release (8.0 or later; 7.x is out of support)', () => {
    assert.match(services.varnish?.image ?? '', /^varnish:(8|9)\.\d+$/);
  });
});
