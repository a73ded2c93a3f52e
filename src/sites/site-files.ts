import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { siteSchema, type SiteConfig } from './site-schema.js';

// Reading and checking `sites/<id>.json`: used by the server registry at boot and by
// `gkn site validate|list|add`. Every problem names the file and a JSON path, in words a
// site admin can act on.

export interface SiteFileProblem {
  file: string;
  /** JSON path such as `styles.color.gkn_base_color` or `hosts[2].name`; `(file)` when the file itself is unreadable. */
  path: string;
  message: string;
}

const FILE_PATH = '(file)';
const ROOT_PATH = '(root)';

/** The `*.json` files in a sites directory, sorted, as paths joined onto `sitesDir`; none when it does not exist. */
export function listSiteFiles(sitesDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(sitesDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(sitesDir, name));
}

/** Reads, parses and schema-checks one file, including that its name is `<id>.json`. */
export function readSiteFile(file: string): { site?: SiteConfig; problems: SiteFileProblem[] } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'does not exist'
        : `cannot be read (${(error as Error).message})`;
    return { problems: [{ file, path: FILE_PATH, message: reason }] };
  }
  const parsed = parseJson(text);
  if (!parsed.ok) return { problems: [{ file, path: FILE_PATH, message: parsed.message }] };
  const checked = checkSiteConfig(parsed.value, file);
  if (!checked.site) return checked;
  const expected = `${checked.site.id}.json`;
  if (basename(file) !== expected) {
    return {
      problems: [
        {
          file,
          path: 'id',
          message: `is "${checked.site.id}" but the file is named ${basename(file)}; rename the file to ${expected} or change the id`,
        },
      ],
    };
  }
  return checked;
}

/** Schema check of an already parsed value (also used by `gkn site add` before it writes anything). */
export function checkSiteConfig(value: unknown, file: string): { site?: SiteConfig; problems: SiteFileProblem[] } {
  const result = siteSchema.safeParse(value, { reportInput: true });
  if (result.success) return { site: result.data, problems: [] };
  return { problems: result.error.issues.flatMap((issue) => describeIssue(file, issue)) };
}

/** Reads every file, then checks ids, cnames, hosts and portlet domains are unique across the set. */
export function validateSiteFiles(files: string[]): { sites: SiteConfig[]; problems: SiteFileProblem[] } {
  const entries: { file: string; site: SiteConfig }[] = [];
  const problems: SiteFileProblem[] = [];
  for (const file of files) {
    const { site, problems: own } = readSiteFile(file);
    problems.push(...own);
    if (site) entries.push({ file, site });
  }
  const duplicates = findDuplicates(entries);
  problems.push(...duplicates);
  const rejected = new Set(duplicates.map((p) => p.file));
  return { sites: entries.filter((e) => !rejected.has(e.file)).map((e) => e.site), problems };
}

/** Values that must be unique across all sites; a duplicate is reported on the later file. */
export function findDuplicates(entries: readonly { file: string; site: SiteConfig }[]): SiteFileProblem[] {
  const seen = new Map<string, { file: string; path: string }>();
  const problems: SiteFileProblem[] = [];
  const claim = (kind: string, value: string, file: string, path: string) => {
    const key = `${kind}\u0000${value}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, { file, path });
      return;
    }
    const where = first.file === file ? first.path : `${basename(first.file)} (${first.path})`;
    problems.push({ file, path, message: `${kind} "${value}" is already used by ${where}` });
  };
  for (const { file, site } of entries) {
    claim('id', site.id, file, 'id');
    claim('cname', site.api.cname, file, 'api.cname');
    site.hosts.forEach((host, i) => claim('host', host.name, file, `hosts[${i}].name`));
    site.portlets.forEach((portlet, i) => claim('portlet domain', portlet.domain, file, `portlets[${i}].domain`));
  }
  return problems;
}

/** `["hosts", 2, "name"]` -> `hosts[2].name`. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(String(segment))) out += out ? `.${String(segment)}` : String(segment);
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out || ROOT_PATH;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text in double quotes',
  object: 'an object { … }',
  array: 'a list [ … ]',
  boolean: 'true or false',
  number: 'a number',
  int: 'a whole number',
};

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

function describeIssue(file: string, issue: z.core.$ZodIssue): SiteFileProblem[] {
  const at = (path: readonly PropertyKey[], message: string): SiteFileProblem => ({
    file,
    path: formatJsonPath(path),
    message,
  });
  const found = 'input' in issue && issue.input !== undefined ? ` (found ${describeValue(issue.input)})` : '';
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) =>
        at([...issue.path, key], 'is not a known field (check the spelling, or remove it)'),
      );
    case 'invalid_type':
      if (!('input' in issue) || issue.input === undefined) return [at(issue.path, 'is required')];
      return [at(issue.path, `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}${found}`)];
    case 'invalid_value':
      return [at(issue.path, `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}${found}`)];
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? 'at least' : 'at most';
      const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      if (issue.origin === 'string' && issue.code === 'too_small' && limit === 1)
        return [at(issue.path, 'must not be empty')];
      const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
      return [at(issue.path, `must have ${bound} ${limit}${unit}${found && issue.origin === 'number' ? found : ''}`)];
    }
    default:
      // Formats carry the schema's own words ("must be a colour like #1a2b3c").
      return [at(issue.path, `${issue.message}${found}`)];
  }
}

// ---- JSON with a position: V8's messages do not always carry one, so find it ourselves.

type JsonResult = { ok: true; value: unknown } | { ok: false; message: string };

export function parseJson(text: string): JsonResult {
  const body = text.replace(/^\uFEFF/, ''); // editors on Windows like to add a BOM
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (error) {
    const found = findJsonSyntaxError(body);
    if (!found) return { ok: false, message: `is not valid JSON: ${(error as Error).message}` };
    const before = body.slice(0, found.offset).split('\n');
    const line = before.length;
    const column = before[before.length - 1]!.length + 1;
    return { ok: false, message: `is not valid JSON: ${found.reason} at line ${line}, column ${column}` };
  }
}

class JsonSyntaxError {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {}
}

/** The first syntax error in `text` (offset and reason), or undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const fail = (reason: string, offset = i): never => {
    throw new JsonSyntaxError(offset, reason);
  };
  const unexpected = (what = 'a value'): never =>
    i >= text.length
      ? fail('the file ends too early (a closing } or ] may be missing)')
      : fail(`expected ${what} but found ${JSON.stringify(text[i])}`);
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
    if (text.startsWith('//', i) || text.startsWith('/*', i)) fail('comments are not allowed in JSON');
  };
  const string = () => {
    const start = i++;
    for (;;) {
      if (i >= text.length) fail('this text is never closed with "', start);
      const c = text[i]!;
      if (c === '"') return void i++;
      if (c === '\n') fail('line break inside text (close the " on the same line)');
      if (c < ' ') fail('control character inside text');
      if (c === '\\') {
        const esc = text[i + 1] ?? '';
        if (esc === 'u' ? !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)) : !'"\\/bfnrt'.includes(esc) || esc === '')
          fail('invalid escape sequence in text');
        i += esc === 'u' ? 6 : 2;
      } else i++;
    }
  };
  const members = (close: '}' | ']', member: () => void, after: string) => {
    i++;
    skipSpace();
    if (text[i] === close) return void i++;
    for (;;) {
      skipSpace();
      if (text[i] === close) fail(`trailing comma before ${close}`);
      member();
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === close) return void i++;
      if (i >= text.length) unexpected();
      fail(`expected ',' or '${close}' ${after}`);
    }
  };
  const value = (): void => {
    skipSpace();
    const c = text[i];
    if (c === '{') {
      return members(
        '}',
        () => {
          if (text[i] !== '"') unexpected('a property name in double quotes');
          string();
          skipSpace();
          if (text[i] !== ':') fail("expected ':' after the property name");
          i++;
          value();
        },
        'after a property value',
      );
    }
    if (c === '[') return members(']', value, 'after a list item');
    if (c === '"') return string();
    const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = i;
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      if (!number.test(text)) fail('invalid number');
      i = number.lastIndex;
      return;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, i)) {
        i += literal.length;
        return;
      }
    }
    if (c === "'") fail('text must use double quotes, not single quotes');
    unexpected();
  };
  try {
    value();
    skipSpace();
    if (i < text.length) fail('unexpected text after the end of the JSON value');
    return undefined;
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error;
    throw error;
  }
}
