import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { envOptions } from '../src/config/env-options.js';
import { ROOT_DIR } from '../src/config/root-dir.js';
import { CONFIGURATION_DOC, configurationDoc } from './configuration-doc.js';

// `npm run docs:config`: writes docs/configuration.md from the environment schema.
writeFileSync(join(ROOT_DIR, CONFIGURATION_DOC), configurationDoc(envOptions()));
console.log(`wrote ${CONFIGURATION_DOC}`);
