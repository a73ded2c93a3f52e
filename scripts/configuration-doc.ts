import type { EnvOption } from '../src/config/env-options.js';
import { wrapText } from '../src/cli/wrap-text.js';

// docs/configuration.md, generated from the environment schema (src/config/env-schema.ts) by
// `npm run docs:config`; test/unit/configuration-docs.test.ts fails when the file drifts from it.

export const CONFIGURATION_DOC = 'docs/configuration.md';

const WIDTH = 100;

/** An anchor-friendly group heading's id, as GitHub makes it. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replaceAll(' ', '-');

export function configurationDoc(options: readonly EnvOption[]): string {
  const groups = [...new Set(options.map((o) => o.group))];
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated from src/config/env-schema.ts by `npm run docs:config`; edit the schema, not this file. -->',
    '',
    ...wrapText(
      'All configuration is environment variables, parsed by one zod schema (`src/config/env-schema.ts`). A bad ' +
        'value stops the server with a message naming each bad variable. `gkn config` prints this list; ' +
        '`gkn config --values` adds the value each has in your environment (secrets only as set or not).',
      WIDTH,
    ),
    '',
    ...groups.map((group) => `- [${group}](#${anchorOf(group)})`),
  ];
  for (const group of groups) {
    lines.push('', `## ${group}`, '');
    for (const option of options.filter((o) => o.group === group)) {
      lines.push(`- **\`${option.name}\`**${option.secret ? ' (secret)' : ''}`);
      // A hard line break (a trailing backslash) keeps the default on its own line when rendered.
      lines.push(...wrapText(`Default: ${option.defaultText}.\\`, WIDTH, '  '));
      lines.push(...wrapText(option.description, WIDTH, '  '));
    }
  }
  return `${lines.join('\n')}\n`;
}
