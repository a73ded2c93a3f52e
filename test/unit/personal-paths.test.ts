import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asksAllComments, deleteCommentHref, showAllCommentsHref } from '../../src/app/logic/personal-paths.js';

test('the delete confirmation link names the comment and the way back, in the site language', () => {
  assert.equal(
    deleteCommentHref('42', '/zoeken/resultaat/x?id=a:b#comments-title', 'nl'),
    '/mijn-gkn/reactie-verwijderen?id=42&returnTo=%2Fzoeken%2Fresultaat%2Fx%3Fid%3Da%3Ab%23comments-title',
  );
  assert.equal(deleteCommentHref('7', '/mijn-gkn', 'en'), '/mijn-gkn/delete-comment?id=7&returnTo=%2Fmijn-gkn');
});

test('show all keeps the page query and lands on the comments', () => {
  const href = showAllCommentsHref('/zoeken/resultaat/x', '?id=a%3Ab', 'comments-title');
  assert.equal(href, '/zoeken/resultaat/x?id=a%3Ab&reacties=alle#comments-title');
  assert.equal(asksAllComments(new URL(href, 'http://x').search), true);
  assert.equal(asksAllComments('?id=a'), false);
  assert.equal(asksAllComments('?reacties=ja'), false);
});
