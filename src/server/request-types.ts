import type { Locale } from '../model/services.js';
import type { Site } from '../sites/site-registry.js';

// What our middleware puts on every request and response; nothing below resolveSite reads Host.
declare module 'express-serve-static-core' {
  interface Request {
    site: Site;
    locale: Locale;
  }
  interface Locals {
    nonce: string;
  }
}

export {};
