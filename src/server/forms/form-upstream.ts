/** What a forwarded post came back with. */
export type ForwardResult =
  { ok: true; status: number; body: unknown } | { ok: false; status: number | null; body: unknown };

/**
 * POSTs JSON to a form service (newsletter, contact) with a hard timeout. The service's answer is
 * returned as is; the caller maps it to a status of the form. Never throws.
 */
export async function postJson(url: string, payload: unknown, timeoutMs: number): Promise<ForwardResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return response.ok ? { ok: true, status: response.status, body } : { ok: false, status: response.status, body };
  } catch {
    return { ok: false, status: null, body: null };
  }
}
