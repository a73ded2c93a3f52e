import { Command } from 'commander';
import { registerSiteCommands } from './site-commands.js';
import { registerServeCommands } from './serve-commands.js';
import { registerCacheCommands } from './cache-commands.js';
import { registerDemoCommands } from './demo-commands.js';
import { registerDevCommand } from './dev-command.js';
import type { Environment } from './load-config.js';

// The `gkn` CLI: one command group per file, each registering itself on the program.
export function buildProgram(env: Environment): Command {
  const program = new Command('gkn')
    .description('gkn-web: the multi-site front end of the green-knowledge network')
    .showHelpAfterError()
    .configureHelp({ showGlobalOptions: true });
  registerSiteCommands(program, env);
  registerServeCommands(program, env); // adds `site preview` to the site group
  registerDevCommand(program, env);
  registerCacheCommands(program, env);
  registerDemoCommands(program, env);
  return program;
}
