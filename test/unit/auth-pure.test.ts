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
  assert.deepEqual(sessionUserOf({ sub: 'demo|anna', nickname: 'Anna', name: 'Anna de Vries', email: 'a@x.nl' }), {
    sub: 'demo|anna',
    id: 'anna',
    name: 'Anna',
    email: 'a@x.nl',
  });
  assert.equal(sessionUserOf({ sub: 'u1', name: 'Bert' }).name, 'Bert');
  assert.equal(sessionUserOf({ sub: 'u1' }).email, null);
});

test('an e-mail address, the subject or the user id is never a name; userinfo fills in', () => {
  // A claim that repeats the login id (here the user id) is the id, not a name.
  assert.equal(sessionUserOf({ sub: 'demo|anna', nickname: 'anna', name: 'Anna de Vries' }).name, 'Anna de Vries');
  assert.equal(sessionUserOf({ sub: 'kc|9f2c', preferred_username: '9f2c' }).name, null);
  assert.equal(sessionUserOf({ sub: 'maria@voorbeeld.test', email: 'maria@voorbeeld.test' }).name, null);
  assert.equal(sessionUserOf({ sub: 'x', nickname: 'piet@voorbeeld.test', given_name: 'Piet' }).name, 'Piet');
  assert.equal(sessionUserOf({ sub: 'maria@voorbeeld.test' }, { name: 'Maria Jansen' }).name, 'Maria Jansen');
  assert.equal(sessionUserOf({ sub: 'm@v.test' }, { preferred_username: 'm@v.test' }).name, null);
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
