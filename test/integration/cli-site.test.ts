import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { readSiteFile } from '../../src/sites/site-files.js';

// The real `gkn` binary, spawned with a piped (non-terminal) stdin.
const GKN = join(ROOT_DIR, 'bin', 'gkn');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `gkn <args>` in `cwd`; in a work directory (not the checkout) its ./sites is SITES_DIR, as an
 * operator would point the commands and the server at it.
 */
function gkn(args: string[], cwd = ROOT_DIR, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [GKN, ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: '1', ...(cwd === ROOT_DIR ? {} : { SITES_DIR: 'sites' }), ...env },
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A temp working directory with a copy of the real sites in ./sites. */
function workDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gkn-cli-site-'));
  dirs.push(dir);
  cpSync(join(ROOT_DIR, 'sites'), join(dir, 'sites'), { recursive: true });
  return dir;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- site files are edited freely to make them invalid
function editJson(file: string, edit: (json: Record<string, any>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

const ADD = ['site', 'add', 'bodemkennis', '--title', 'Bodemkennis', '--description', 'Kennis over de bodem.'];

describe('gkn site', { concurrency: true }, () => {
  test('validate passes every site file in sites/', async () => {
    const run = await gkn(['site', 'validate']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, '30 site files OK\n');
  });

  test('validate names the file and JSON path of each problem and exits 1', async () => {
    const dir = workDir();
    editJson(join(dir, 'sites', 'groenkennisnet.json'), (j) => (j.styles.color.gkn_base_color = 'green'));
    editJson(join(dir, 'sites', 'stadsgroen.json'), (j) => (j.hosts[0].name = 'www.agroforestrynederland.nl'));
    writeFileSync(join(dir, 'sites', 'bomenkennis.json'), '{\n  "id": "bomenkennis",\n}\n');
    const run = await gkn(['site', 'validate', '--sites-dir', 'sites'], dir);
    assert.equal(run.code, 1);
    assert.deepEqual(run.stdout.trimEnd().split('\n'), [
      'sites/bomenkennis.json: (file): is not valid JSON: trailing comma before } at line 3, column 1',
      'sites/groenkennisnet.json: styles.color.gkn_base_color: must be a colour like #1a2b3c (found "green")',
      'sites/stadsgroen.json: hosts[0].name: host "www.agroforestrynederland.nl" is already used by agroforestry-nl.json (hosts[0].name)',
    ]);
    assert.equal(run.stderr, '3 problems in 3 site files (of 30 checked)\n');
  });

  test('validate of given files checks them against the other sites', async () => {
    const dir = workDir();
    writeFileSync(
      join(dir, 'nieuw.json'),
      readFileSync(join(dir, 'sites', 'stadsgroen.json'), 'utf8').replaceAll('stadsgroen', 'nieuw'),
    );
    editJson(join(dir, 'nieuw.json'), (j) => (j.hosts[0].name = 'www.bomenkennis.nl'));
    const run = await gkn(['site', 'validate', 'nieuw.json', 'sites/weidevogels.json'], dir);
    assert.equal(run.code, 1);
    assert.equal(
      run.stdout,
      'nieuw.json: hosts[0].name: host "www.bomenkennis.nl" is already used by bomenkennis.json (hosts[0].name)\n',
    );
    const ok = await gkn(['site', 'validate', 'sites/weidevogels.json'], dir);
    assert.equal(ok.code, 0);
    assert.equal(ok.stdout, '1 site file OK\n');
  });

  test('validate reports colours without WCAG AA contrast', async () => {
    const dir = workDir();
    editJson(join(dir, 'sites', 'weidevogels.json'), (j) => (j.styles.color.gkn_banner_color = '#e2a65c'));
    const run = await gkn(['site', 'validate'], dir);
    assert.equal(run.code, 1);
    assert.match(
      run.stdout,
      /^sites\/weidevogels\.json: styles\.color\.gkn_banner_color: #e2a65c has contrast 2\.\d\d:1 behind white text; WCAG AA needs 4\.5:1 \(try #[0-9a-f]{6}\)\n$/,
    );
  });

  test('list prints a table of the sites', async () => {
    const run = await gkn(['site', 'list']);
    assert.equal(run.code, 0, run.stderr);
    const lines = run.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, /^ID +LANGUAGE +TITLE +HOSTS +INTERACTIVITY +PORTLETS$/);
    assert.equal(lines.length, 1 + 30 + 2);
    assert.equal(lines.at(-1), '30 sites');
    const row = lines.find((l) => l.startsWith('groenkennisnet '))!;
    assert.match(
      row,
      /^groenkennisnet +nl +Groen Kennisnet +www\.groenkennisnet\.nl, acc\.groenkennisnet\.nl \(acc\) +on +wur-bibliotheek, kennis-voor-ondernemers$/,
    );
    assert.match(
      lines.find((l) => l.startsWith('green-knowledge-network '))!,
      /^green-knowledge-network +en +Green Knowledge Network /,
    );
  });

  test('list --json gives the same rows as data', async () => {
    const run = await gkn(['site', 'list', '--json']);
    const rows = JSON.parse(run.stdout) as { id: string; interactivity: string }[];
    assert.equal(rows.length, 30);
    assert.deepEqual(
      rows.find((r) => r.id === 'mkb-agrofood'),
      {
        id: 'mkb-agrofood',
        language: 'nl',
        title: 'MKB Agrofood',
        hosts: 'www.mkb-agrofood.nl',
        interactivity: 'off',
        portlets: '-',
      },
    );
  });

  test('add writes a site file that validates', async () => {
    const dir = workDir();
    const run = await gkn(
      [
        ...ADD,
        '--host',
        'www.bodemkennis.nl',
        '--acceptance-host',
        'acc.bodemkennis.nl',
        '--base-color',
        '#6b3f1d',
        '--interactive',
        '--keywords',
        'bodem,leven',
      ],
      dir,
    );
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, 'created sites/bodemkennis.json\n');
    const { site, problems } = readSiteFile(join(dir, 'sites', 'bodemkennis.json'));
    assert.deepEqual(problems, []);
    assert.equal(site?.interactivity.enabled, true);
    assert.deepEqual(
      site?.hosts.map((h) => h.environment),
      ['production', 'acceptance'],
    );
    const validate = await gkn(['site', 'validate'], dir);
    assert.equal(validate.stdout, '31 site files OK\n');
  });

  test('add refuses an existing id', async () => {
    const dir = workDir();
    const before = readFileSync(join(dir, 'sites', 'stadsgroen.json'), 'utf8');
    const run = await gkn(
      ['site', 'add', 'stadsgroen', '--title', 'X', '--description', 'Y', '--base-color', '#224466'],
      dir,
    );
    assert.equal(run.code, 1);
    assert.equal(run.stderr, 'site stadsgroen already exists: sites/stadsgroen.json\n');
    assert.equal(readFileSync(join(dir, 'sites', 'stadsgroen.json'), 'utf8'), before);
  });

  test('add refuses an invalid colour and writes nothing', async () => {
    const dir = workDir();
    const run = await gkn([...ADD, '--base-color', 'bruin', '--link-color', '#12345'], dir);
    assert.equal(run.code, 1);
    assert.equal(
      run.stderr,
      'sites/bodemkennis.json: styles.color.gkn_base_color: must be a colour like #1a2b3c (found "bruin")\n' +
        'sites/bodemkennis.json: styles.color.gkn_link_color: must be a colour like #1a2b3c (found "#12345")\n' +
        'site bodemkennis not added; nothing written\n',
    );
    assert.equal(existsSync(join(dir, 'sites', 'bodemkennis.json')), false);
  });

  test('add names a missing flag instead of prompting when stdin is not a terminal', async () => {
    const dir = workDir();
    const run = await gkn(ADD, dir);
    assert.equal(run.code, 1);
    assert.equal(run.stderr, 'missing --base-color: stdin is not a terminal, so gkn cannot ask for it\n');
    assert.equal(existsSync(join(dir, 'sites', 'bodemkennis.json')), false);
  });

  test('validate, list and add read SITES_DIR, as the server does', async () => {
    const dir = workDir();
    editJson(join(dir, 'sites', 'groenkennisnet.json'), (j) => (j.styles.color.gkn_base_color = 'green'));
    // Run from the checkout, where ./sites is fine: SITES_DIR decides, not the current directory.
    const env = { SITES_DIR: join(dir, 'sites') };
    const validate = await gkn(['site', 'validate'], ROOT_DIR, env);
    assert.equal(validate.code, 1);
    assert.match(validate.stdout, /groenkennisnet\.json: styles\.color\.gkn_base_color: must be a colour/);
    const list = await gkn(['site', 'list'], ROOT_DIR, env);
    assert.equal(list.code, 1);
    assert.match(list.stdout, /^29 sites$/m);
    const serve = spawnSync(process.execPath, [GKN, 'serve', '--port', '0', '--host', '127.0.0.1'], {
      // A built checkout serves as production, which needs its form secret (docs/security.md).
      env: { ...process.env, ...env, LOG_LEVEL: 'warn', FORM_SECRET: randomBytes(32).toString('hex') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(serve.status, 2, 'the server refuses the same directory');
    assert.match(serve.stderr, /groenkennisnet\.json: styles\.color\.gkn_base_color/);
    const add = await gkn([...ADD, '--base-color', '#6b3f1d'], ROOT_DIR, env);
    assert.equal(add.code, 0, add.stderr);
    assert.ok(existsSync(join(dir, 'sites', 'bodemkennis.json')), 'written to SITES_DIR');
    assert.equal(existsSync(join(ROOT_DIR, 'sites', 'bodemkennis.json')), false);
  });

  test('the example in `site add --help` runs as pasted into a shell', async () => {
    const dir = workDir();
    const help = await gkn(['site', 'add', '--help']);
    const example = /Example:\n([\s\S]+)$/.exec(help.stdout)![1]!.trim();
    const pasted = example.replace(/^gkn /, `${JSON.stringify(GKN)} `) + ' --dry-run';
    const run = spawnSync('bash', ['-c', pasted], {
      cwd: dir,
      env: { ...process.env, SITES_DIR: 'sites' },
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /"gkn_base_color": "#6b3f1d"/);
  });

  test('--help describes each command and flag', async () => {
    const group = await gkn(['site', '--help']);
    for (const name of ['validate', 'list', 'add']) assert.match(group.stdout, new RegExp(`^  ${name} `, 'm'));
    const add = await gkn(['site', 'add', '--help']);
    for (const flag of [
      '--title',
      '--description',
      '--language',
      '--host',
      '--acceptance-host',
      '--base-color',
      '--highlight-color',
      '--banner-color',
      '--link-color',
      '--scope',
      '--interactive',
      '--sites-dir',
    ]) {
      assert.match(add.stdout, new RegExp(`^  ${flag} .*\\S`, 'm'), flag);
    }
    const validate = await gkn(['site', 'validate', '--help']);
    assert.match(validate.stdout, /--sites-dir <dir>/);
    assert.match(validate.stdout, /file: json\.path: message/);
  });
});
