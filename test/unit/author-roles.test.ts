import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createElement as h } from 'react';
import { PersonCard } from '../../src/app/components/content/PersonCard.js';
import { SummaryItems } from '../../src/app/components/ui/SummaryItems.js';
import { summaryItemsOf } from '../../src/model/summary-items.js';
import { renderInSite } from '../support/render-component.js';

// requirements §3.19: the author roles shown are contact, contact person, expert and dossier owner;
// other roles get no label. One label function serves item cards' authors and person cards.

/** The text of rendered HTML: Emotion's style elements, tags and React's text separators dropped. */
const text = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('author roles', () => {
  test('an item card’s authors read "name, role", separated by semicolons; other roles get no label', () => {
    const items = summaryItemsOf({
      authors: [
        { name: 'Jan de Vries', role: 'expert' },
        { name: 'Eva Bakker', role: 'contact person' },
        { name: 'Sanne Visser', role: 'editor' },
        { name: 'Piet Smit', role: 'dossier owner' },
        { name: 'Kees Jansen', role: 'contact' },
      ],
    });
    assert.equal(
      text(renderInSite(h(SummaryItems, { items }))),
      'Auteur(s) Jan de Vries, expert; Eva Bakker, contactpersoon; Sanne Visser; Piet Smit, dossierhouder; Kees Jansen, contact',
    );
  });

  test('authors without a role shown stay a plain comma-separated list', () => {
    const items = summaryItemsOf({ authors: [{ name: 'A. de Boer', role: 'editor' }, 'B. Jansen'] });
    assert.equal(text(renderInSite(h(SummaryItems, { items }))), 'Auteur(s) A. de Boer, B. Jansen');
  });

  test('a person card labels the same roles', () => {
    const card = (role: string) =>
      renderInSite(h(PersonCard, { person: { type: 'person', name: 'Jan de Vries', role } as never }));
    assert.match(text(card('dossier owner')), /Jan de Vries Dossierhouder/);
    assert.doesNotMatch(text(card('editor')), /editor/i);
  });
});
