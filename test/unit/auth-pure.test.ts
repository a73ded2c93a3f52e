import assert from 'node:assert/strict';
import { test } from 'node:test';
import { popupDonePage } from '../../src/auth/auth-pages.js';
import { hasCookie, sessionCookieName } from '../../src/auth/session-cookies.js';
import { userIdOf } from '../../src/auth/subject.js';
import { sessionUserOf } from '../../src/auth/token-set.js';

test('the user id is the part of the subject after its last pipe', () => {
  assert.equal(userIdOf('auth0|abc123'), 'abc123');
  assert.equal(userIdOf('oauth2|provider|u-7'), 'u-7');
  assert.equal(userIdOf('plain-subject'), 'plain-subject');
});

test('the session cookie is __Host- prefixed only where the sites are served over HTTPS', () => {
  assert.equal(sessionCookieName(true), '__Host-gkn.sid');
  assert.equal(sessionCookieName(false), 'gkn.sid');
});

test('a cookie counts only under its exact name', () => {
  assert.equal(hasCookie('a=1; gkn.sid=s%3Axyz', 'gkn.sid'), true);
  assert.equal(hasCookie('__Host-gkn.sid=s%3Axyz', 'gkn.sid'), false);
  assert.equal(hasCookie('x-gkn.sid=1; gkn.sidx=2', 'gkn.sid'), false);
  assert.equal(hasCookie(undefined, 'gkn.sid'), false);
});

test('the session user takes the nickname, else the name, and the id from the subject', () => {
  assert.deepEqual(sessionUserOf({ sub: 'demo|anna', nickname: 'anna', name: 'Anna de Vries', email: 'a@x.nl' }), {
    sub: 'demo|anna',
    id: 'anna',
    name: 'anna',
    email: 'a@x.nl',
  });
  assert.equal(sessionUserOf({ sub: 'u1', name: 'Bert' }).name, 'Bert');
  assert.equal(sessionUserOf({ sub: 'u1' }).email, null);
});

test('the popup page posts only to our own origin, and no value can end its script early', () => {
  const html = popupDonePage({
    locale: 'en',
    origin: 'http://groenkennisnet.localhost:3000',
    returnTo: '/x</script><script>alert(1)</script>',
    nonce: 'abc',
  });
  assert.match(html, /postMessage\(\{ type: 'gkn-auth:login', authenticated: true \}, origin\)/);
  assert.match(html, /var origin = "http:\/\/groenkennisnet\.localhost:3000"/);
  assert.match(html, /<script nonce="abc">/);
  assert.equal(html.match(/<\/script>/g)?.length, 1);
  assert.match(html, /<html lang="en">/);
});
