import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { StaticHandlerContext } from 'react-router-dom';
import { data, createStaticHandler } from 'react-router-dom';
import { hydrationDataBlock } from '../../src/server/render/hydration-data.js';
import { markShared } from '../../src/server/render/shared-json.js';

// The router's hydration data as one JSON block after the root (src/server/render/hydration-data.ts):
// the same data StaticRouterProvider would serialise, safe inside a <script> element, with shared
// values serialised once.

const blockData = (html: string) => {
  const match = /^<script type="application\/json" id="gkn-data">(.*)<\/script>$/s.exec(html);
  assert.ok(match, html);
  assert.ok(!match[1]!.includes('<'), 'no < inside the block');
  return JSON.parse(match[1]!) as { loaderData: unknown; actionData: unknown; errors: unknown };
};

const context = (parts: Partial<StaticHandlerContext>) =>
  ({ loaderData: {}, actionData: null, errors: null, ...parts }) as StaticHandlerContext;

test('carries the loader data as JSON.stringify would, script-safe, shared values included', () => {
  const menu = markShared([{ title: '</script><!-- x', href: '/a\u2028' }]);
  const loaderData = {
    root: { menu, viewer: null, gone: undefined, loginEnabled: false },
    home: { page: markShared({ title: 'Home', areas: [] }), trail: null, count: 3 },
    empty: undefined,
  };
  const parsed = blockData(hydrationDataBlock(context({ loaderData })));
  assert.deepEqual(parsed, JSON.parse(JSON.stringify({ loaderData, actionData: null, errors: null })));
  // The second render reuses the shared JSON and gives the same block.
  assert.equal(hydrationDataBlock(context({ loaderData })), hydrationDataBlock(context({ loaderData })));
});

test('route errors are serialised as react-router serialises them for hydration', async () => {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => ({ ok: true }),
      children: [
        { id: 'gone', path: 'gone', loader: () => Promise.reject(data({ status: 410 }, { status: 410 })) },
        { id: 'broken', path: 'broken', loader: () => Promise.reject(new TypeError('bad')) },
      ],
    },
  ]);
  const gone = await handler.query(new Request('http://x/gone'));
  const broken = await handler.query(new Request('http://x/broken'));
  assert.ok(!(gone instanceof Response) && !(broken instanceof Response));
  // An error response keeps its own fields (status, statusText, internal, data); an Error only
  // its message and class. Both reach the root's boundary (no boundary of their own).
  const goneError = gone.errors!.root as { status: number };
  assert.equal(goneError.status, 410);
  assert.deepEqual(blockData(hydrationDataBlock(gone)).errors, {
    root: { ...goneError, __type: 'RouteErrorResponse' },
  });
  assert.deepEqual(blockData(hydrationDataBlock(broken)).errors, {
    root: { message: 'bad', __type: 'Error', __subType: 'TypeError' },
  });
});
