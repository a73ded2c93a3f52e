import { readFileSync } from 'node:fs';

/** A piece of a document: text, or bytes encoded once at boot (the template, the sprite, a site's stylesheet). */
export type DocumentChunk = string | Buffer;

export interface DocumentParts {
  lang: string;
  title: string;
  head: DocumentChunk | DocumentChunk[];
  /** The icon sprite (src/app/components/ui/icon-sprite.ts), outside the React root. */
  sprite: DocumentChunk;
  root: string;
  scripts: string;
}

const SLOTS = ['lang', 'title', 'head', 'sprite', 'root', 'scripts'] as const;

/**
 * A rendered document as the chunks it was filled from, in order: written to the socket one by one
 * (no joined copy of the whole page, and the parts that never change are not encoded again per
 * request), joined only where the whole is needed (compression, the page cache, CSP hashes).
 */
export class HtmlDocument {
  readonly chunks: readonly DocumentChunk[];
  /** The document's size in UTF-8 bytes: its Content-Length. */
  readonly byteLength: number;

  constructor(chunks: readonly DocumentChunk[]) {
    this.chunks = chunks;
    let length = 0;
    for (const chunk of chunks) length += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    this.byteLength = length;
  }

  toBuffer(): Buffer {
    return Buffer.concat(
      this.chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)),
      this.byteLength,
    );
  }

  toString(): string {
    return this.chunks.map((c) => (typeof c === 'string' ? c : c.toString('utf8'))).join('');
  }

  /** Writes every chunk, corked so they leave in one writev; the caller ends the response. */
  writeTo(out: { cork(): void; uncork(): void; write(chunk: DocumentChunk): unknown }): void {
    out.cork();
    for (const chunk of this.chunks) out.write(chunk);
    out.uncork();
  }
}

/**
 * views/document.html split once at boot around its {{slots}}, its text encoded once; filling it
 * lists the chunks, no regex and no join per request. Values are inserted as given: callers
 * escape text (escapeHtml) and build markup.
 */
export function loadDocumentTemplate(file: string): (parts: DocumentParts) => HtmlDocument {
  // split() with a capture group alternates text and slot names: [text, slot, text, slot, …, text].
  const pieces = readFileSync(file, 'utf8').split(/\{\{(\w+)\}\}/);
  for (let i = 1; i < pieces.length; i += 2) {
    if (!(SLOTS as readonly string[]).includes(pieces[i]!)) throw new Error(`${file}: unknown slot {{${pieces[i]}}}`);
  }
  const template = pieces.map((piece, i) => (i % 2 === 1 ? (piece as keyof DocumentParts) : Buffer.from(piece)));
  return (parts) => {
    const chunks: DocumentChunk[] = [];
    for (const piece of template) {
      if (Buffer.isBuffer(piece)) {
        if (piece.length) chunks.push(piece);
        continue;
      }
      const value = parts[piece];
      if (Array.isArray(value)) chunks.push(...value);
      else chunks.push(value);
    }
    return new HtmlDocument(chunks);
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** JSON for a <script> block: `<` escaped so no `</script>` or `<!--` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
