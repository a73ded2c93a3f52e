import type { I18n } from '@lingui/core';
import type { FollowRefusal } from './followed-search.js';

// The words of a search's feed that are not in a page: its title and why an address was refused
// (src/server/feeds). Here, in the app, so the catalogs hold them.

/** The feed's title: the site and what it follows. */
export function feedTitle(i18n: I18n, site: string, term: string): string {
  return term === '*'
    ? i18n._({ id: 'feed.title.all', message: '{site}: nieuwste zoekresultaten', values: { site } })
    : i18n._({ id: 'feed.title.term', message: '{site}: nieuwste resultaten voor “{term}”', values: { site, term } });
}

/** The search service or its filter list failed. */
export function feedUnavailableText(i18n: I18n): string {
  return i18n._({
    id: 'feed.unavailable',
    message: 'Deze feed is nu niet beschikbaar. Probeer het over een paar minuten opnieuw.',
  });
}

/** Why a followed search was refused, in the visitor's language (a feed's 400, an alert's log). */
export function refusalText(i18n: I18n, refusal: FollowRefusal): string {
  switch (refusal.problem) {
    case 'not-a-search':
      return i18n._({
        id: 'feed.refused.not-a-search',
        message: 'Dit adres is geen zoekopdracht. Een feed heeft de vorm /feeds/zoeken/<zoekterm>?<filters>.',
      });
    case 'term-too-long':
      return i18n._({
        id: 'feed.refused.term-too-long',
        message: 'De zoekterm is langer dan {max} tekens.',
        values: { max: refusal.max },
      });
    case 'unknown-parameter':
      return i18n._({
        id: 'feed.refused.unknown-parameter',
        message:
          'Onbekende parameter “{name}”. Een feed toont altijd de nieuwste resultaten eerst en neemt alleen filters: {known}.',
        values: { name: refusal.name, known: refusal.known.join(', ') },
      });
    case 'bad-value':
      return i18n._({
        id: 'feed.refused.bad-value',
        message: 'Het filter “{name}” heeft een lege of te lange waarde.',
        values: { name: refusal.name },
      });
    case 'too-many-values':
      return i18n._({
        id: 'feed.refused.too-many-values',
        message: 'Het filter “{name}” heeft meer dan {max} waarden.',
        values: { name: refusal.name, max: refusal.max },
      });
  }
}
