/**
 * The result page's route parameter (requirements §2): the item title, lower case, ascii, dashes.
 * One rule for every builder of result links (content item-id links, the sitemap, search
 * results), or their links would redirect.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'item';
}
