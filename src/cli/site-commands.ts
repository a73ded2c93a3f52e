import { Command, Option } from 'commander';
import {
  runSiteAdd,
  DEFAULT_FONT_PRIMARY,
  DEFAULT_FONT_SECONDARY,
  DEFAULT_MAP_SCOPE,
  DEFAULT_SCOPE,
  type SiteAddOptions,
} from './site-add.js';
import { runSiteList } from './site-list.js';
import { processOutput } from './site-output.js';
import { runSiteValidate } from './site-validate.js';
import { configFromEnv, type Environment } from './load-config.js';

// `gkn site validate|list|add`. (`gkn site preview` is registered by the preview command's own file.)
// They read the site files where the server reads them: SITES_DIR, else the installation's sites/.

const sitesDirOption = () =>
  new Option(
    '--sites-dir <dir>',
    "directory holding the site files <id>.json (default: SITES_DIR, else the installation's sites/)",
  );

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];

function siteGroup(program: Command): Command {
  // Another file may already have created the group (e.g. for `site preview`); reuse it.
  const existing = program.commands.find((c) => c.name() === 'site');
  return existing ?? program.command('site').description('manage the site configurations in sites/<id>.json');
}

export function registerSiteCommands(program: Command, env: Environment): void {
  const site = siteGroup(program);
  /** --sites-dir, else the directory the server uses (read with the rest of its config). */
  const sitesDir = (given: string | undefined) => given ?? configFromEnv(env).sitesDir;

  site
    .command('validate')
    .description(
      'check site files: schema, file name <id>.json, unique ids, cnames, hosts and portlet domains, ' +
        'WCAG AA contrast (4.5:1) of base and link colours on white and of white text on the banner colour, ' +
        'and font stacks that browsers would reject',
    )
    .argument(
      '[files...]',
      'site files to check (default: every *.json in --sites-dir); they are also checked for duplicates against the other sites there',
    )
    .addOption(sitesDirOption())
    .addHelpText(
      'after',
      '\nPrints each problem as `file: json.path: message` and exits with code 1 when there is any.',
    )
    .action((files: string[], opts: { sitesDir?: string }) => {
      process.exitCode = runSiteValidate(files, sitesDir(opts.sitesDir), processOutput) || process.exitCode;
    });

  site
    .command('list')
    .description(
      'list the valid sites: id, language, title, hosts ((acc) = acceptance), interactivity and portlet domains',
    )
    .addOption(sitesDirOption())
    .option('--json', 'print the rows as JSON instead of a table')
    .action((opts: { sitesDir?: string; json?: boolean }) => {
      process.exitCode = runSiteList(sitesDir(opts.sitesDir), Boolean(opts.json), processOutput) || process.exitCode;
    });

  site
    .command('add')
    .description(
      'create sites/<id>.json from a few values; missing required values are asked for when stdin is a terminal. ' +
        'Colours not given are derived from the base colour. Nothing is written unless the result validates.',
    )
    .argument('<id>', 'site id: lowercase letters, digits and dashes; also the file name and the default cname')
    .option('--title <title>', 'site title (required)')
    .option('--description <text>', 'description for search engines, up to 300 characters (required)')
    .addOption(
      new Option('--language <language>', 'content and interface language').choices(['nl', 'en']).default('nl'),
    )
    .option('--keywords <list>', 'comma-separated keywords')
    .option(
      '--search-placeholder <text>',
      'placeholder of the search box (default: "Zoek in <title>…" or "Search <title>…")',
    )
    .option('--home <path>', 'CMS path of the home page', 'index')
    .option('--host <host>', 'production host name, e.g. www.example.nl (repeatable)', collect)
    .option('--acceptance-host <host>', 'acceptance host name, e.g. acc.example.nl (repeatable)', collect)
    .option('--base-color <hex>', 'base colour for text on white, e.g. #1e6b3a; needs 4.5:1 contrast (required)')
    .option('--highlight-color <hex>', 'accent colour (default: derived from the base colour)')
    .option(
      '--banner-color <hex>',
      'banner background behind white text; needs 4.5:1 contrast (default: darker base colour)',
    )
    .option('--link-color <hex>', 'link colour on white; needs 4.5:1 contrast (default: derived from the base colour)')
    .option('--font-primary <stack>', 'primary CSS font stack; quote names with spaces', DEFAULT_FONT_PRIMARY)
    .option('--font-secondary <stack>', 'secondary CSS font stack', DEFAULT_FONT_SECONDARY)
    .option('--cname <cname>', 'site name in CMS addresses (default: the id)')
    .option('--scope <scope>', 'search collection scope', DEFAULT_SCOPE)
    .option('--map-scope <scope>', 'map collection scope', DEFAULT_MAP_SCOPE)
    .option('--interactive', 'enable login, comments, bookmarks and the mijn-gkn dashboard (default: off)')
    .option('--blueconic-script <url>', 'address of the tracking/personalisation script')
    .option('--dry-run', 'print the file instead of writing it')
    .addOption(sitesDirOption())
    .addHelpText(
      'after',
      '\nExample:\n  gkn site add bodemkennis --title "Bodemkennis" --description "Kennis over de bodem." \\\n' +
        "    --host www.bodemkennis.nl --acceptance-host acc.bodemkennis.nl --base-color '#6b3f1d' --interactive",
    )
    .action(async (id: string, opts: Omit<SiteAddOptions, 'sitesDir'> & { sitesDir?: string }) => {
      const options = { ...opts, sitesDir: sitesDir(opts.sitesDir) };
      process.exitCode = (await runSiteAdd(id, options, processOutput)) || process.exitCode;
    });
}
