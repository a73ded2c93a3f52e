import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { loadSiteRegistry, SiteConfigError } from '../../src/sites/site-registry.js';

const registry = loadSiteRegistry(join(ROOT_DIR, 'sites'), join(ROOT_DIR, 'public'));

test('loads all 30 sites, frozen', () => {
  assert.equal(registry.all().length, 30);
  assert.ok(Object.isFrozen(registry.all()[0]!.config.styles.color));
});

test('finds a site by its configured hosts and by <id>.localhost, case-insensitively', () => {
  const site = registry.all().find((s) => s.config.hosts.length > 0)!;
  assert.equal(registry.byHost(site.config.hosts[0]!.name.toUpperCase())?.config.id, site.config.id);
  assert.equal(registry.byHost(`${site.config.id}.localhost`)?.config.id, site.config.id);
  assert.equal(registry.byHost('nope.localhost'), undefined);
  assert.equal(registry.byHost('evil.example.com'), undefined);
});

test('acceptance hosts are known as such', () => {
  const acc = registry
    .all()
    .flatMap((s) => s.config.hosts)
    .find((h) => h.environment === 'acceptance')!;
  const prod = registry
    .all()
    .flatMap((s) => s.config.hosts)
    .find((h) => h.environment === 'production')!;
  assert.equal(registry.isAcceptanceHost(acc.name), true);
  assert.equal(registry.isAcceptanceHost(prod.name), false);
});

test('logos resolve to svg or png by name; a site without logo files has none', () => {
  assert.deepEqual(registry.byId('mkb-agrofood')!.logos, { mobile: null, desktop: null });
  assert.match(registry.byId('precisielandbouw')!.logos.desktop!, /\.png$/);
  assert.match(registry.byId('groenkennisnet')!.logos.mobile!, /^\/logos\/groenkennisnet\/logo_mobile\.svg$/);
});

test('portlets are found by domain', () => {
  const withPortlet = registry.all().find((s) => s.config.portlets.length > 0)!;
  const domain = withPortlet.config.portlets[0]!.domain;
  assert.equal(registry.portlet(domain)?.site.config.id, withPortlet.config.id);
  assert.equal(registry.portlet('no-such-portlet'), undefined);
});

test('a broken site file stops the boot with file and JSON path', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-sites-'));
  const site = JSON.parse(readFileSync(join(ROOT_DIR, 'sites', 'groenkennisnet.json'), 'utf8'));
  site.styles.color.gkn_base_color = 'green';
  writeFileSync(join(dir, 'groenkennisnet.json'), JSON.stringify(site));
  assert.throws(
    () => loadSiteRegistry(dir, join(ROOT_DIR, 'public')),
    (e: unknown) => {
      assert.ok(e instanceof SiteConfigError);
      assert.match(e.message, /groenkennisnet\.json: styles\.color\.gkn_base_color: /);
      return true;
    },
  );
});
