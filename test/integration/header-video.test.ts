import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import type { RunningServer } from '../../src/server/start-server.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';
import { hostOf, startTestApp } from '../support/app.js';

// requirements §3 video_header / video_header_mobile: the demo gives each site's videos page and first
// dossier a desktop and a mobile header video; the page shows both, each for its screen size.

const { sites } = validateSiteFiles(listSiteFiles(`${ROOT_DIR}/sites`));
const CHOSEN = ['groenkennisnet', 'green-knowledge-network'].map((id) => sites.find((s) => s.id === id)!);

let server: RunningServer;
before(async () => {
  server = await startTestApp();
});
after(() => server.close());

/** A supertest parser that keeps a binary body as one Buffer (the response is a Node stream). */
const binary: Parameters<request.Test['parse']>[0] = (res, done) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

const get = (siteId: string, path: string) => request(server.url).get(path).set('Host', hostOf(siteId));

/** The first dossier of the site, as the demo CMS lists it on the dossier overview. */
async function firstDossier(site: (typeof sites)[number]): Promise<string> {
  const res = await fetch(`${server.upstreams.cmsBaseUrl}/${site.site.language}/${site.api.cname}/dossier`);
  const page = (await res.json()) as { contents: { elements: { links?: { url: string | null }[] }[] }[] };
  const url = page.contents
    .flatMap((a) => a.elements.flatMap((e) => e.links ?? []))
    .find((l) => l.url?.startsWith('/dossier/'))?.url;
  assert.ok(url, 'the overview links its dossiers');
  return url!;
}

function headerVideos(html: string): { source: string; type: string; poster: string }[] {
  // Each video sits in its own frame (with its pause button once scripts run): take them all.
  const header = html.slice(html.indexOf('data-header="video"'));
  return [
    ...header.matchAll(
      // The poster: the <img> of the <picture> under the video (docs/decisions/025-responsive-images.md).
      /<img [^>]*src="([^"]+)"[^>]*><\/picture><video[^>]*data-header-video=""[^>]*>\s*<source src="([^"]+)" type="([^"]+)"\/?>/g,
    ),
  ].map((m) => ({ poster: m[1]!, source: m[2]!, type: m[3]! }));
}

describe('header videos from the demo corpus', () => {
  for (const site of CHOSEN) {
    test(`${site.id}: the videos page and the first dossier have a desktop and a mobile header video`, async () => {
      for (const path of ['/videos', await firstDossier(site)]) {
        const html = (await get(site.id, path).expect(200)).text;
        const videos = headerVideos(html);
        assert.equal(videos.length, 2, `${path}: desktop and mobile video`);
        assert.match(videos[0]!.source, /\/demo-media\/video-[a-z]+-\d-desktop\.webm$/, path);
        assert.match(videos[1]!.source, /\/demo-media\/video-[a-z]+-\d-mobile\.webm$/, path);
        for (const v of videos) {
          assert.equal(v.type, 'video/webm');
          assert.match(v.poster, /\/demo-media\/scene-[a-z]+-\d\.jpg$/);
        }
      }
    });
  }

  test('pages without a header video keep their header image', async () => {
    const html = (await get('groenkennisnet', '/over-ons').expect(200)).text;
    assert.doesNotMatch(html, /data-header="video"/);
    assert.match(html, /data-header="image(s)?"/);
  });

  test('the video files are real WebM (VP8), served in ranges, and allowed by the CSP media-src', async () => {
    const page = await get('groenkennisnet', '/videos').expect(200);
    const [desktop, mobile] = headerVideos(page.text);
    // The demo CMS is on loopback: its videos come through the site's own address (no other origin).
    assert.match(page.headers['content-security-policy']!, /media-src 'self'/);
    for (const v of [desktop!, mobile!]) {
      assert.match(v.source, /^\/_cms-media\//, 'relative to the site');
      const res = await get('groenkennisnet', v.source).buffer(true).parse(binary);
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-type'], 'video/webm');
      const bytes = res.body as Buffer;
      assert.equal(bytes.subarray(0, 4).toString('hex'), '1a45dfa3', 'EBML header');
      assert.ok(bytes.includes(Buffer.from('V_VP8')), 'VP8 track');
      const part = await get('groenkennisnet', v.source).set('Range', 'bytes=0-99').buffer(true).parse(binary);
      assert.equal(part.status, 206);
      assert.equal(part.headers['content-range'], `bytes 0-99/${bytes.length}`);
      assert.equal((part.body as Buffer).length, 100);
    }
    assert.equal(
      (await get('groenkennisnet', desktop!.source.replace(/video-[a-z]+-/, 'video-nosuchtheme-'))).status,
      404,
    );
  });
});
