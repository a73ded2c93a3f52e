import sanitizeHtml from 'sanitize-html';
import { CMS_ID_PREFIX } from '../../model/cms-ids.js';

// CMS rich text is sanitised once, before it is cached (requirements §10.5).

/**
 * Every id in CMS text, and every same-document link (`href="#x"`), moves into the CMS namespace:
 * the text's own anchors keep working, and no id the page's scripts read with getElementById
 * (which answers the first element in the document) can be taken over by CMS text: DOM
 * clobbering (docs/architecture.md §7). `name` is allowed on no tag, so no `document.<name>` either.
 */
const namespaced = (id: string) => CMS_ID_PREFIX + id;

/** The tag's attributes with its id, if any, moved into the CMS namespace. */
function withNamespacedId(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return attribs.id ? { ...attribs, id: namespaced(attribs.id) } : attribs;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'abbr',
    'sup',
    'sub',
    'figure',
    'figcaption',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'lang'],
    abbr: ['title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope'],
    '*': ['id', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // sanitize-html runs a tag's own transform first, then '*' on its result.
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      // An anchor in the text points at an id of the text, which carries the prefix ('*' below).
      if (href.length > 1 && href.startsWith('#'))
        return { tagName, attribs: { ...attribs, href: `#${namespaced(href.slice(1))}` } };
      // External links open in a new tab without handing over the opener (requirements §2 Links).
      return /^https?:/i.test(href)
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs };
    },
    '*': (tagName, attribs) => ({ tagName, attribs: withNamespacedId(attribs) }),
  },
};
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'lang', 'target', 'rel'] };

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
