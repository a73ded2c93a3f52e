import type { Command } from 'commander';
import { envOptions, shownValue, type EnvOption } from '../config/env-options.js';
import { envSchema } from '../config/env-schema.js';
import type { Environment } from './load-config.js';
import { wrapText } from './wrap-text.js';

// `gkn config`: every environment variable with its default and description, from the schema that
// parses them (src/config/env-schema.ts; docs/configuration.md is generated from the same).

const WIDTH = 100;

/** Markdown's code marks read as noise in a terminal. */
const plain = (text: string) => text.replaceAll('`', '');

/** The problem the schema finds with each variable of this environment, by name. */
function problemsOf(env: Environment): Map<string, string> {
  const parsed = envSchema.safeParse(env);
  const problems = new Map<string, string>();
  if (!parsed.success) for (const issue of parsed.error.issues) problems.set(String(issue.path[0]), issue.message);
  return problems;
}

export function configText(options: readonly EnvOption[], env: Environment | null): string[] {
  const problems = env ? problemsOf(env) : new Map<string, string>();
  const lines: string[] = [];
  let group = '';
  for (const option of options) {
    if (option.group !== group) {
      group = option.group;
      lines.push(...(lines.length > 0 ? [''] : []), group);
    }
    lines.push(`  ${option.name}`);
    lines.push(...wrapText(`default: ${plain(option.defaultText)}`, WIDTH, '    '));
    if (env) {
      const problem = problems.get(option.name);
      const value = plain(shownValue(option, env)) + (problem ? ` (invalid: ${problem})` : '');
      lines.push(...wrapText(`value: ${value}`, WIDTH, '    '));
    }
    lines.push(...wrapText(plain(option.description), WIDTH, '    '));
  }
  return lines;
}

export function registerConfigCommand(program: Command, env: Environment): void {
  program
    .command('config')
    .description('list every environment variable the server reads, with its default and meaning')
    .option('--values', "add each one's value in this environment (secrets only as set or not)")
    .action((opts: { values?: boolean }) => {
      console.log(configText(envOptions(), opts.values ? env : null).join('\n'));
    });
}
