import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { ROOT_DIR } from '../config/root-dir.js';
import { registerSiteCommands } from './site-commands.js';
import { registerServeCommands } from './serve-commands.js';
import { registerCacheCommands } from './cache-commands.js';
import { registerDemoCommands } from './demo-commands.js';
import { registerDevCommand } from './dev-command.js';
import { registerAiCommands } from './ai-commands.js';
import { registerPreviewCommands } from './preview-commands.js';
import { registerConfigCommand } from './config-command.js';
import type { Environment } from './load-config.js';

/** The installation's version, from its package.json (there in a production install too). */
function packageVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }).version;
}

// The `gkn` CLI: one command group per file, each registering itself on the program.
export function buildProgram(env: Environment): Command {
  const program = new Command('gkn')
    .description('gkn-web: the multi-site front end of the green-knowledge network')
    .version(packageVersion(), '-V, --version', 'print the version')
    .configureHelp({ showGlobalOptions: true });
  registerSiteCommands(program, env);
  registerServeCommands(program, env); // adds `site preview` to the site group
  registerDevCommand(program, env);
  registerCacheCommands(program, env);
  registerDemoCommands(program, env);
  registerAiCommands(program, env);
  registerPreviewCommands(program, env);
  registerConfigCommand(program, env);
  // Commander's own help command knows one level; `gkn help site add` should show `site add`.
  program.helpCommand(false);
  program
    .command('help [command...]')
    .description('show the help of a command, e.g. `gkn help site add`')
    .action((names: string[]) => {
      let command = program;
      for (const name of names) {
        const sub = command.commands.find((c) => c.name() === name || c.aliases().includes(name));
        if (!sub) return program.error(`error: no command "gkn ${names.join(' ')}" (see gkn --help)`);
        command = sub;
      }
      command.outputHelp();
    });
  return program;
}
