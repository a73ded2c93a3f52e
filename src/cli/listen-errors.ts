/**
 * One line for an error that keeps a server from listening (the address or port asked for), or
 * null when the error is something else.
 */
export function listenErrorMessage(error: unknown, host: string, port: number): string | null {
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'EADDRINUSE':
      return `Port ${port} is already in use on ${host}: choose another with --port or PORT`;
    case 'EACCES':
      return `Port ${port} needs more privileges than this user has: choose one above 1023 with --port or PORT`;
    case 'EADDRNOTAVAIL':
      return `Cannot listen on ${host}: no network interface of this machine has that address (--host or HOST)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return `Cannot listen on ${host}: no such host name (--host or HOST; e.g. 0.0.0.0 or 127.0.0.1)`;
    default:
      return null;
  }
}
