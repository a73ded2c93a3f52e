// What the processes of `gkn serve` say to each other over their IPC channel.

/** From a cluster primary to its workers: a stop in two steps (cluster-primary.ts). */
export type PrimaryMessage = { gkn: 'stop-accepting' } | { gkn: 'drain' };

/** From a server to its parent: a worker's answer to stop-accepting; to `gkn dev`, that it listens. */
export type ServeMessage = { gkn: 'stopped-accepting' } | { gkn: 'listening'; url: string };

export const isPrimaryMessage = (m: unknown): m is PrimaryMessage =>
  typeof m === 'object' && m !== null && ['stop-accepting', 'drain'].includes((m as { gkn?: unknown }).gkn as string);

export const isServeMessage = (m: unknown): m is ServeMessage =>
  typeof m === 'object' &&
  m !== null &&
  ['stopped-accepting', 'listening'].includes((m as { gkn?: unknown }).gkn as string);
