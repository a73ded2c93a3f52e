// oidc-provider's own in-memory store, which its types package does not describe. Passed as a
// factory it keeps provider data per instance (and without the quick-start warning).
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { AdapterFactory } from 'oidc-provider';
  export function createMemoryAdapter(clockTolerance?: number): AdapterFactory;
}
