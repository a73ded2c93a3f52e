import { buildProgram } from './program.js';

// Entry of the `gkn` binary. Commander exits with its own codes for usage errors.
// The one place the CLI reads the environment; every command gets it from here (requirements: config).
await buildProgram(process.env).parseAsync(process.argv);
