/**
 * Polls `condition` until it holds or `timeoutMs` passes (then throws). For a test that waits on
 * something it can observe (a request counted, a file written) instead of sleeping a fixed time.
 * The deadline is kept on performance.now, so a test that mocks Date still times out.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what = 'the condition',
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
