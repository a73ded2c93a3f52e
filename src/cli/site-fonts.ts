// A font stack passes the schema's character check but can still be invalid CSS: an unquoted
// family name must consist of identifiers, so `Source Sans 3` (a word starting with a digit)
// makes the browser drop the whole `font-family` declaration. Checked by `gkn site validate`.

const IDENTIFIER = /^-?[A-Za-z_][\w-]*$/;

/** Splits on commas outside quotes. */
function families(stack: string): string[] | undefined {
  const out: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (const ch of stack) {
    if (quote) {
      current += ch;
      if (ch === quote) quote = undefined;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      current += ch;
    } else if (ch === ',') {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (quote) return undefined;
  out.push(current.trim());
  return out;
}

/** Reasons why browsers would reject this `font-family` value; empty when it is fine. */
export function fontStackProblems(stack: string): string[] {
  const list = families(stack);
  if (!list) return ['has a quote that is never closed'];
  return list.flatMap((family, i) => {
    if (family === '') return [`family ${i + 1} is empty (two commas in a row?)`];
    const quoted = /^(['"]).*\1$/.test(family);
    if (quoted) return family.length > 2 ? [] : [`family ${i + 1} is an empty quoted name`];
    if (/['"]/.test(family)) return [`family ${family} has quotes in the middle; quote the whole name`];
    if (family.split(/\s+/).every((word) => IDENTIFIER.test(word))) return [];
    return [
      `family name ${family} must be quoted ('${family}') because a word starts with a digit or symbol; browsers ignore the whole font stack otherwise`,
    ];
  });
}
