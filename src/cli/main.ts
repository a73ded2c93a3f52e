import { buildProgram } from './program.js';

// Entry of the `gkn` binary. Commander exits with its own codes for usage errors; anything else a
// command throws ends it with one line and exit code 1, never a stack trace.
// The one place the CLI reads the environment; every command gets it from here (requirements: config).
try {
  await buildProgram(process.env).parseAsync(process.argv);
} catch (error) {
  console.error(`gkn: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
