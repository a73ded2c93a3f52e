import type { Request, Response } from 'express';
import { sendCompressed } from './compressed-body.js';

/**
 * Sends a JSON body compressed in the best encoding the client accepts (br, else gzip), as the
 * pages are (requirements §10.3): a client navigation's data is most of what it downloads.
 */
export function sendCompressedJson(req: Request, res: Response, status: number, value: unknown): void {
  sendCompressed(req, res, status, 'application/json; charset=utf-8', Buffer.from(JSON.stringify(value)));
}
