import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Request } from 'express';
import { allowedParentOrigin, originOf } from '../../src/app/pages/portlet/portlet-messages.js';
import { embedSnippet, portletFrameAncestors } from '../../src/server/pages/portlet-embed.js';

const site = {
  config: { portlets: [{ domain: 'wur', title: 'WUR <zoeken>', embed_origins: ['https://www.wur.nl'] }] },
};
const req = (path: string) => ({ path, site }) as unknown as Request;

describe('portlet framing', () => {
  test('portlet pages may be framed by their embed origins; everything else by nobody', () => {
    assert.deepEqual(portletFrameAncestors(req('/portlet/wur/*')), ['https://www.wur.nl']);
    assert.deepEqual(portletFrameAncestors(req('/portlet/wur/resultaat/x')), ['https://www.wur.nl']);
    assert.deepEqual(portletFrameAncestors(req('/portlet/other/*')), []);
    assert.deepEqual(portletFrameAncestors(req('/zoeken/*')), []);
    assert.deepEqual(portletFrameAncestors(req('/')), []);
    assert.deepEqual(portletFrameAncestors(req('/portlet/%E0/*')), []);
  });
  test('the snippet frames the portlet with a title and loads our resize script; text is escaped', () => {
    const s = embedSnippet('https://www.groenkennisnet.nl', { domain: 'wur', title: 'WUR <zoeken>' });
    assert.match(
      s,
      /<iframe src="https:\/\/www\.groenkennisnet\.nl\/portlet\/wur\/\*" title="WUR &lt;zoeken&gt;" data-gkn-portlet="wur"/,
    );
    assert.match(s, /<script src="https:\/\/www\.groenkennisnet\.nl\/embed\/portlet\.js" async><\/script>/);
  });
  test('the portlet talks only to an allowed parent origin', () => {
    assert.equal(
      allowedParentOrigin(originOf('https://www.wur.nl/bieb/zoeken?x=1'), ['https://www.wur.nl']),
      'https://www.wur.nl',
    );
    assert.equal(allowedParentOrigin(originOf('https://evil.example/'), ['https://www.wur.nl']), null);
    assert.equal(allowedParentOrigin(originOf(''), ['https://www.wur.nl']), null);
  });
});
