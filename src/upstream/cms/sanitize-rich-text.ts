import sanitizeHtml from 'sanitize-html';

// CMS rich text is sanitised once, before it is cached (requirements §10.5).
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
  transformTags: {
    // External links open in a new tab without handing over the opener (requirements §2 Links).
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      return /^https?:/i.test(href)
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs };
    },
  },
};
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'lang', 'target', 'rel'] };

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
