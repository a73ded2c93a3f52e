// The server as a library, bundled beside the CLI (dist/server/server.js) so `npm run bench`
// measures the same built code `gkn serve` runs, not the TypeScript sources under tsx's loader.
export { loadConfig } from '../config/config.js';
export { ROOT_DIR } from '../config/root-dir.js';
export { createLogger } from './logger.js';
export { startServer } from './start-server.js';
