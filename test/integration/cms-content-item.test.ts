import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startDemoUpstream, type DemoUpstream } from '../../src/demo/demo-server.js';
import { createCmsClient } from '../../src/upstream/cms/cms-client.js';
import { UpstreamError } from '../../src/upstream/upstream-error.js';

// Issue 13 item 15, requirements §7.4: GET {cms}/nl?contentid={id} has its client, over HTTP
// against the demo CMS: a page by its searchidentifier, a record by its id, and a readable
// failure for an id that is not there or a value that names nothing.

let demo: DemoUpstream;
before(async () => {
  demo = await startDemoUpstream();
});
after(() => demo?.close());

const client = () => createCmsClient({ baseUrl: demo.cmsBaseUrl, timeoutMs: 5000 });
const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => assert.fail('expected a failure'),
    (e: unknown) => {
      assert.ok(e instanceof UpstreamError);
      return { failure: e.failure, status: e.status };
    },
  );

test("a page's searchidentifier and a record's id answer their contents", async () => {
  const page = await client().page('nl', 'groenkennisnet', 'over-ons');
  const contentId = page.metadata?.['page-metadata']?.searchidentifier;
  assert.ok(contentId, 'the page names its content id');
  const item = await client().contentItem(contentId);
  assert.equal(item.title, page.title);
  assert.ok(item.contents.length > 0);

  const search = (await (await fetch(`${demo.searchBaseUrl}gkn3?q=bodem&wq_max=1`)).json()) as {
    records: { id: string; title: string }[];
  };
  const record = search.records[0]!;
  const found = await client().contentItem(record.id);
  assert.equal(found.title, record.title);
  assert.equal(found.contents[0]?.area, 'main');
});

test('an id that is not there is a 404; a value with slashes or dots stays one query value', async () => {
  assert.deepEqual(await failureOf(client().contentItem('gkn:bestaat:niet')), { failure: 'status', status: 404 });
  assert.deepEqual(await failureOf(client().contentItem('../../search/gkn3?q=*')), { failure: 'status', status: 404 });
  assert.deepEqual(await failureOf(client().contentItem('')), { failure: 'status', status: 400 });
});
