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
 * Where documents are assembled: one Buffer, reused by every render (filled and copied out
 * synchronously), grown to the largest document's worst case.
 */
let scratch = Buffer.allocUnsafeSlow(256 * 1024);

/**
 * A rendered document, encoded once into one Buffer as it is filled: its Content-Length is that
 * Buffer's length, and it goes to the socket in one write. Each text chunk is encoded straight
 * into place in the scratch Buffer (no pass to measure it first, no Buffer of its own, no joined
 * string), the parts that never change (encoded at boot) are copied in, and the result is copied
 * out at its exact size.
 */
export class HtmlDocument {
  readonly #bytes: Buffer;

  constructor(chunks: readonly DocumentChunk[]) {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit (a surrogate pair's 2 units take 4).
    let bound = 0;
    for (const chunk of chunks) bound += typeof chunk === 'string' ? chunk.length * 3 : chunk.length;
    if (bound > scratch.length) scratch = Buffer.allocUnsafeSlow(bound);
    let length = 0;
    for (const chunk of chunks)
      length += typeof chunk === 'string' ? scratch.write(chunk, length) : chunk.copy(scratch, length);
    this.#bytes = Buffer.allocUnsafeSlow(length);
    scratch.copy(this.#bytes, 0, 0, length);
  }

  /** The document's size in UTF-8 bytes: its Content-Length. */
  get byteLength(): number {
    return this.#bytes.length;
  }

  /** The document's bytes (not a copy: not to be changed). */
  toBuffer(): Buffer {
    return this.#bytes;
  }

  toString(): string {
    return this.#bytes.toString('utf8');
  }
}

/**
 * views/document.html split once at boot around its {{slots}}, its text encoded once; filling it
 * lists the chunks, no regex and no join per request. Values are inserted as given: callers
 * escape text (escapeHtml, src/model/html-escape.ts) and build markup.
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

/** What JSON may hold that a <script> block may not: `<` (a `</script>` or `<!--`), and the two line separators. */
const SCRIPT_UNSAFE = /[<\u2028\u2029]/;
const SCRIPT_UNSAFE_ALL = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for a <script> block: `<` escaped so no `</script>` or `<!--` can end it early. Most JSON
 * holds none of the three: it is tested once and returned as it is.
 */
export function scriptJson(value: unknown): string {
  const json = JSON.stringify(value);
  return SCRIPT_UNSAFE.test(json) ? json.replace(SCRIPT_UNSAFE_ALL, (c) => SCRIPT_ESCAPES[c]!) : json;
}
