import { readFileSync } from 'node:fs';

export interface DocumentParts {
  lang: string;
  title: string;
  head: string;
  /** The icon sprite (src/app/components/ui/icon-sprite.ts), outside the React root. */
  sprite: string;
  root: string;
  scripts: string;
}

const SLOTS = ['lang', 'title', 'head', 'sprite', 'root', 'scripts'] as const;

/**
 * views/document.html split once at boot around its {{slots}}; filling it is a join, no regex per
 * request. Values are inserted as given: callers escape text (escapeHtml) and build markup.
 */
export function loadDocumentTemplate(file: string): (parts: DocumentParts) => string {
  // split() with a capture group alternates text and slot names: [text, slot, text, slot, …, text].
  const pieces = readFileSync(file, 'utf8').split(/\{\{(\w+)\}\}/);
  for (let i = 1; i < pieces.length; i += 2) {
    if (!(SLOTS as readonly string[]).includes(pieces[i]!)) throw new Error(`${file}: unknown slot {{${pieces[i]}}}`);
  }
  return (parts) => pieces.map((piece, i) => (i % 2 === 1 ? parts[piece as keyof DocumentParts] : piece)).join('');
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
