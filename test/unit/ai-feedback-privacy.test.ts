import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createFeedbackStore } from '../../src/server/ai/feedback-store.js';
import { printable, redactQuestion } from '../../src/server/ai/question-privacy.js';
import { everySentenceCited } from '../../src/server/ai/citation-check.js';

test('a stored question loses its e-mail addresses, phone numbers and postcodes, not its years or figures', () => {
  assert.equal(
    redactQuestion('Mail piet.jansen@boer.nl of bel +31 6 1234 5678 / (010) 123 45 67, postcode 6708PB'),
    'Mail … of bel … / …, postcode …',
  );
  assert.equal(
    redactQuestion('Wat gebeurde er tussen 2019-2024 met 250 koeien?'),
    'Wat gebeurde er tussen 2019-2024 met 250 koeien?',
  );
});

test('printed questions carry no control characters or direction overrides', () => {
  assert.equal(printable('a\u001b[2Jb\u0007c\u202ed\r\n'), 'a [2Jb c d  ');
});

test('feedback is kept for the retention days only, and stored redacted', async () => {
  let now = Date.parse('2026-01-01T00:00:00Z');
  const store = createFeedbackStore(null, () => {}, { retentionDays: 90, now: () => now });
  await store.vote('s', { question: 'Oud, mail a@b.nl', locale: 'nl', vote: 'down' });
  now += 60 * 86_400_000;
  await store.unanswered('s', { question: 'Nieuwer', locale: 'nl' });
  assert.deepEqual(
    (await store.list('s')).map((e) => e.question),
    ['Nieuwer', 'Oud, mail …'],
  );
  now += 31 * 86_400_000;
  assert.deepEqual(
    (await store.list('s')).map((e) => e.question),
    ['Nieuwer'],
  );
});

test('a generated answer passes only when every sentence cites a source that exists', () => {
  assert.ok(everySentenceCited('Eerste zin. [1] Tweede zin [2].', [1, 2]));
  assert.ok(everySentenceCited('Masterclass A — wanneer: 1 mei 2027. [1][2]', [1, 2]));
  assert.ok(!everySentenceCited('Eerste zin. [1] Een bewering zonder bron.', [1]));
  assert.ok(!everySentenceCited('Een zin met een verzonnen bron. [7]', [1, 2]));
});
