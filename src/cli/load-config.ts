import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { productionSecretsProblem } from '../config/production-secrets.js';
import { ROOT_DIR } from '../config/root-dir.js';

/** The process environment, handed down from the CLI's entry (the only reader besides src/config). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The config from the environment plus CLI overrides; a bad variable ends the command clearly. */
export function configFromEnv(env: Environment, overrides: Record<string, string | undefined> = {}): Config {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  try {
    return loadConfig({ ...env, ...defined }, ROOT_DIR);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

/**
 * The config of a process that serves the sites: as configFromEnv, and in production it must have
 * its own secrets (config/production-secrets.ts). Otherwise the command ends with the one line that
 * names what to set, exit code 2, as for any bad variable.
 */
export function servingConfigFromEnv(env: Environment, overrides: Record<string, string | undefined> = {}): Config {
  const config = configFromEnv(env, overrides);
  const problem = productionSecretsProblem(config);
  if (problem) {
    console.error(new ConfigError([problem]).message);
    process.exit(2);
  }
  return config;
}
