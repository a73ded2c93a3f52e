import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { ROOT_DIR } from '../config/root-dir.js';

/** The config from the environment plus CLI overrides; a bad variable ends the command clearly. */
export function configFromEnv(overrides: Record<string, string | undefined> = {}): Config {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  try {
    return loadConfig({ ...process.env, ...defined }, ROOT_DIR);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
