/**
 * The namespace of ids that come from CMS rich text (docs/architecture.md §7): the sanitiser
 * (src/upstream/cms/sanitize-rich-text.ts) puts every such id, and every `#x` link of the text,
 * under this prefix, so CMS text can never take over an id the page's scripts look up
 * (`gkn-data`, `root`, `main`, `section-<n>`…). No id of the page's own starts with it.
 */
export const CMS_ID_PREFIX = 'cms-';
