import type { ContentData, ItemCard } from '../components/content/content-data.js';
import { resultUrlOf } from '../logic/search-url.js';
import { summaryItemsOf } from '../../model/summary-items.js';
import { alphabetEntries, groupByLetter, isAlphabetList } from '../../model/alphabet.js';
import type { PageChromeHints } from '../../model/page-chrome.js';
import type { ItemListElement } from '../../model/content-element.js';
import type { PageContent } from '../../model/page.js';
import type { KnowledgeItem, SearchRecord } from '../../model/search.js';
import type { LoaderContext, Locale, Services } from '../../model/services.js';
import type { ContentPageData } from '../pages/ContentPage.js';
import { withCardsPersonal } from './page-personal.server.js';
import { chromeHintsFor, isDossierTemplate, templateOf, type TemplateName } from '../templates/sections.js';

// Server side of the content loader (imported dynamically there, so it never reaches the
// first-load bundle): everything a page's elements name besides the page itself.

/** Upper bounds per page, so a CMS page cannot make us fan out without limit. */
const MAX_ITEM_LISTS = 8;
const MAX_ITEM_LINKS = 30;
const MAX_LIST_ITEMS = 24;
/** An A–Z list is an index, not a teaser: it may list a whole collection, within reason. */
const MAX_ALPHABET_ITEMS = 200;

function recordCard(record: SearchRecord, locale: Locale): ItemCard {
  return {
    id: record.id,
    title: record.title,
    description: record.description || null,
    contentsubtype: record.contentsubtype,
    year: record.year,
    date: record.date,
    publisher: record.publisher,
    journal: record.journal,
    summary: summaryItemsOf({
      ...record.summary,
      year: record.year ?? undefined,
      authors: record.authors,
      source: record.source ?? undefined,
    }),
    href: resultUrlOf({ kind: 'site', locale }, record.title, record.id),
    language: record.language,
  };
}

function knowledgeCard(item: KnowledgeItem, locale: Locale): ItemCard {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    contentsubtype: item.contentsubtype ?? 'other',
    year: item.year,
    date: null,
    publisher: item.publisher,
    journal: item.journal,
    summary: [],
    href: resultUrlOf({ kind: 'site', locale }, item.title, item.id),
    language: item.language ?? null,
  };
}

async function loadContentData(
  page: PageContent,
  template: TemplateName,
  services: Services,
  locale: Locale,
): Promise<ContentData> {
  const elements = page.areas.flatMap((a) => a.elements);
  const lists = elements.filter((e): e is ItemListElement => e.type === 'item-list').slice(0, MAX_ITEM_LISTS);
  const itemIds = [
    ...new Set(
      elements.flatMap((e) => (e.type === 'links' ? e.links.flatMap((l) => (l.itemId ? [l.itemId] : [])) : [])),
    ),
  ].slice(0, MAX_ITEM_LINKS);

  const [listResults, linkResults, map] = await Promise.all([
    Promise.all(
      lists.map(async (e) => {
        const max = Math.min(Math.max(1, e.max ?? 10), isAlphabetList(e) ? MAX_ALPHABET_ITEMS : MAX_LIST_ITEMS);
        try {
          const records = await services.preparedQuery(e.queryUrl, max);
          return [e.id, records.slice(0, max).map((r) => recordCard(r, locale))] as const;
        } catch {
          return [e.id, null] as const;
        }
      }),
    ),
    Promise.all(itemIds.map(async (id) => [id, await services.knowledgeItem(id).catch(() => null)] as const)),
    // The dossier's map banner, or a map page's map (requirements §2).
    (isDossierTemplate(template) || page.mapPage) && page.location
      ? services.mapBanner(page.location)
      : Promise.resolve(null),
  ]);
  return {
    itemLists: Object.fromEntries(listResults),
    alphabetList: lists.find(isAlphabetList)?.id ?? null,
    itemLinks: Object.fromEntries(linkResults.map(([id, item]) => [id, item ? knowledgeCard(item, locale) : null])),
    map,
  };
}

/**
 * The loader data of a CMS page: the page, its template, what its elements name, chrome hints, and
 * with the loaders' context a logged-in user's bookmarks for its item cards (docs/architecture.md §6.5).
 */
export async function loadContentPage(
  page: PageContent,
  services: Services,
  locale: Locale,
  ctx?: LoaderContext,
): Promise<ContentPageData> {
  const template = templateOf(page.pageType);
  const content = await loadContentData(page, template, services, locale);
  const data = {
    page,
    template,
    content,
    chrome: { ...chromeHintsFor(page, template), alphabet: alphabetOf(content) },
  };
  return ctx ? withCardsPersonal(data, ctx) : data;
}

/** The letters of the page's A–Z list, if it has one with items. */
function alphabetOf(content: ContentData): PageChromeHints['alphabet'] {
  const items = content.alphabetList ? content.itemLists[content.alphabetList] : null;
  return items && items.length > 0 ? alphabetEntries(groupByLetter(items)) : null;
}
