import { buildProgram } from './program.js';

// Entry of the `gkn` binary. Commander exits with its own codes for usage errors.
await buildProgram().parseAsync(process.argv);
