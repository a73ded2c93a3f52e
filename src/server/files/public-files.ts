import express, { type RequestHandler } from 'express';
import { readdirSync } from 'node:fs';
import { PUBLIC_ONE_HOUR } from '../http/cache-control.js';
import { notFound } from './static-assets.js';

/** The top-level names in public/ (files and folders), read once at start. */
export const publicNamesOf = (dir: string): ReadonlySet<string> => new Set(readdirSync(dir));

/**
 * The files of public/ (logos, sw.js, the embed script…). Which top-level names exist is read
 * once at start, so a page request never touches the disk here (a stat per page was 7% of an
 * uncached render). A missing file under a public name is a plain 404, never a CMS page; only
 * `sharedWithRoutes` folders (embed/: /embed/<domain> is a route) let the request go on.
 */
export function publicFiles(dir: string, opts: { sharedWithRoutes: string[] }): RequestHandler {
  const names = publicNamesOf(dir);
  const shared = new Set(opts.sharedWithRoutes);
  const serve = express.static(dir, {
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', PUBLIC_ONE_HOUR),
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const first = req.path.split('/', 2)[1] ?? '';
    if (!names.has(first)) return next();
    serve(req, res, () => (shared.has(first) ? next() : notFound(req, res, next)));
  };
}
