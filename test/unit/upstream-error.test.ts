import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pino } from 'pino';
import { UpstreamError } from '../../src/upstream/upstream-error.js';

test('keeps the URL it failed on for code, but a logged error shows its path only', () => {
  const error = new UpstreamError('status', 'https://cms.example/nl/x?preview_token=secret-1', 500);
  assert.equal(error.url, 'https://cms.example/nl/x?preview_token=secret-1');
  const lines: string[] = [];
  pino({}, { write: (line: string) => void lines.push(line) }).warn({ err: error }, 'failed');
  assert.match(lines[0]!, /status 500 from https:\/\/cms\.example\/nl\/x"/);
  assert.doesNotMatch(lines[0]!, /secret-1/);
});
