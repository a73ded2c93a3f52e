import type { Locale } from '../../model/services.js';
import type { Site } from '../../sites/site-registry.js';
import type { RequestAddress } from '../middleware/request-address.js';

// What our middleware puts on every request and response. The address is read once, first
// (middleware/request-address.ts); nothing after it reads Host or X-Forwarded-*.
declare module 'express-serve-static-core' {
  interface Request {
    /** The request id of its log line and X-Request-Id (middleware/request-logger.ts). */
    id: string;
    address: RequestAddress;
    site: Site;
    locale: Locale;
  }
  interface Locals {
    nonce: string;
  }
}

export {};
