import { envSchema } from './env-schema.js';

/** One environment variable as documented in its schema (env-schema.ts). */
export interface EnvOption {
  name: string;
  group: string;
  description: string;
  /** The default in words: a value in backticks, or what being unset means. */
  defaultText: string;
  /** A secret is never printed, only whether it is set. */
  secret: boolean;
}

/** Every option of the schema, in the schema's order (which keeps each group together). */
export function envOptions(): EnvOption[] {
  return Object.entries(envSchema.shape).map(([name, schema]) => {
    const meta = schema.meta();
    if (!meta?.description || !meta.group) throw new Error(`${name}: the schema gives no description or group`);
    const def = schema.def as { type: string; defaultValue?: unknown };
    const defaultText = meta.defaultText ?? (def.type === 'default' ? `\`${String(def.defaultValue)}\`` : 'unset');
    return { name, group: meta.group, description: meta.description, defaultText, secret: meta.secret === true };
  });
}

/**
 * The value an option has in this environment, fit to print: as set, or "(default)" when unset; a
 * secret is only "(set)", and a password inside a URL (a Redis address) is replaced by ***.
 */
export function shownValue(option: EnvOption, env: Readonly<Record<string, string | undefined>>): string {
  const given = env[option.name];
  if (given === undefined || given === '') return '(default)';
  if (option.secret) return '(set)';
  return given.replace(/(\/\/[^/@\s]*:)[^@/\s]+@/g, '$1***@');
}
