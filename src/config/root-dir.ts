import { fileURLToPath } from 'node:url';

// The repository root: two levels above this module both in src/config and in the bundled dist/server.
export const ROOT_DIR = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
