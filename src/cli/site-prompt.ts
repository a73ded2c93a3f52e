import { createInterface } from 'node:readline/promises';

// Asking a site admin for values that `gkn site add` needs and was not given as flags.
// Only used when stdin is a terminal; otherwise the command names the missing flags and stops.

export interface Question {
  /** The flag that would have given the value, e.g. `--title`. */
  flag: string;
  label: string;
  /** A reason why the answer is not acceptable, or undefined when it is. */
  check(answer: string): string | undefined;
}

export class PromptEndedError extends Error {
  constructor(readonly flag: string) {
    super(`input ended before a value for ${flag} was given`);
    this.name = 'PromptEndedError';
  }
}

/** Asks each question in turn, repeating it until the answer passes its check. */
export async function ask(
  questions: readonly Question[],
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  if (questions.length === 0) return answers;
  // Lines are read through the async iterator, which buffers them; `rl.question` would drop
  // lines that arrive (piped) before the question is asked.
  const rl = createInterface({ input, output, terminal: Boolean((input as { isTTY?: boolean }).isTTY) });
  const lines = rl[Symbol.asyncIterator]();
  // Piped input that has ended closes the interface while its lines are still buffered; from
  // Node 24 on, prompting a closed interface throws, so the prompt is then written as it is.
  let closed = false;
  rl.once('close', () => (closed = true));
  try {
    for (const question of questions) {
      for (;;) {
        rl.setPrompt(`${question.label}: `);
        if (closed) output.write(rl.getPrompt());
        else rl.prompt();
        const next = await lines.next();
        if (next.done) throw new PromptEndedError(question.flag);
        const answer = String(next.value).trim();
        const problem = question.check(answer);
        if (!problem) {
          answers.set(question.flag, answer);
          break;
        }
        output.write(`  ${problem}\n`);
      }
    }
  } finally {
    rl.close();
  }
  return answers;
}
