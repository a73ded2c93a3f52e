import { join } from 'node:path';
import { Command } from 'commander';
import { ROOT_DIR } from '../config/root-dir.js';
import { createCacheStore } from '../cache/create-store.js';
import { sharedRedisOf } from '../cache/cache-store.js';
import { loadSiteRegistry } from '../sites/site-registry.js';
import type { SiteConfig } from '../sites/site-schema.js';
import { createLogger } from '../server/observability/logger.js';
import { startServer } from '../server/start-server.js';
import { createFeedbackStore } from '../server/ai/feedback-store.js';
import { printable } from '../server/ai/question-privacy.js';
import { askerFor, type Ask } from './ai-client.js';
import { categoryLine, evalFigures, figuresByCategory, figuresLine, readQuestionSet } from './ai-eval.js';
import { HttpGetError } from './http-get.js';
import { configFromEnv, type Environment } from './load-config.js';
import { withUpstreams } from './demo-mode.js';

// `gkn ai ask|eval|feedback` (requirements §1 AI search, "for editors and ops"; docs/sites.md, "AI search").

/** How long one answer may take over HTTP (a model's answer included). */
const ANSWER_TIMEOUT_MS = 60_000;

function siteOrExit(env: Environment, id: string): SiteConfig {
  const config = configFromEnv(env, { LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
  const site = loadSiteRegistry(config.sitesDir, config.publicDir).byId(id)?.config;
  if (!site) {
    console.error(`unknown site "${id}" (see \`gkn site list\`)`);
    process.exit(1);
  }
  if (!site.ai.enabled) {
    console.error(`site "${id}" has the AI search switched off (ai.enabled in its site file)`);
    process.exit(1);
  }
  return site;
}

/**
 * Runs `work` with a way to ask questions: of the server at `url`, or of one started here on a
 * loopback port (with the demo upstream when no upstream URLs are set), stopped afterwards. The
 * rate limit of this private server is lifted: a question set is many questions from one address.
 */
async function withAsker(
  env: Environment,
  site: SiteConfig,
  url: string | undefined,
  work: (ask: Ask) => Promise<void>,
) {
  if (url) return work(askerFor(url, site, ANSWER_TIMEOUT_MS));
  // Its log (stdout) stays out of the answers unless asked for: errors only by default.
  const config = configFromEnv(env, { LOG_LEVEL: env.LOG_LEVEL ?? 'error', AI_LIMIT_PER_ADDRESS: '100000' });
  const serving = await withUpstreams(config, () => {});
  const running = await startServer({ ...serving.config, port: 0, host: '127.0.0.1' }, createLogger(config));
  try {
    await work(askerFor(`http://127.0.0.1:${running.port}`, site, ANSWER_TIMEOUT_MS));
  } finally {
    await running.close();
    await serving.demo?.close();
  }
}

function failed(error: unknown): never {
  if (error instanceof HttpGetError || (error instanceof Error && error.message.includes('.json'))) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

export function registerAiCommands(program: Command, env: Environment): void {
  const ai = program.command('ai').description('ask the AI search, measure its answers, read its feedback');

  ai.command('ask')
    .description('print the answer to a question with its numbered sources')
    .requiredOption('--site <id>', 'the site whose sources answer')
    .option('--url <url>', 'ask a running server at this URL instead of starting one')
    .argument('<question>', 'the question, in quotes')
    .action(async (question: string, opts: { site: string; url?: string }) => {
      const site = siteOrExit(env, opts.site);
      await withAsker(env, site, opts.url, async (ask) => {
        const answer = await ask(question);
        if (answer.status === 'not-found') {
          console.log('Not found in our sources.');
          return;
        }
        if (answer.fallback) console.log('(the model did not answer; a summary of sources instead)');
        console.log(`${answer.mode === 'extractive' ? 'Summary of sources' : 'Generated from sources'}:\n`);
        console.log(answer.text);
        console.log('\nSources:');
        for (const s of answer.sources) console.log(`  [${s.n}] ${s.title} (${s.id}) ${s.url}`);
      }).catch(failed);
    });

  ai.command('eval')
    .description('run a question set and print recall@5, citation precision and the not-found rate')
    .requiredOption('--site <id>', 'the site whose sources answer')
    .option(
      '--file <questions.json>',
      "the question set (default: the shipped set of visitors' questions in the site's language)",
    )
    .option('--generated', "the shipped set generated from the demo corpus's sentences (a regression check)")
    .option('--url <url>', 'ask a running server at this URL instead of starting one')
    .action(async (opts: { site: string; file?: string; url?: string; generated?: boolean }) => {
      const site = siteOrExit(env, opts.site);
      const shipped = `${opts.generated ? '' : 'people-'}${site.site.language}.json`;
      const file = opts.file ?? join(ROOT_DIR, 'data', 'ai-eval', shipped);
      let set;
      try {
        set = readQuestionSet(file);
      } catch (error) {
        failed(error);
      }
      await withAsker(env, site, opts.url, async (ask) => {
        const results = [];
        for (const { question, expected, category } of set.questions) {
          const answer = await ask(question);
          const cited = answer.sources.map((s) => s.id);
          const hit = expected.length === 0 ? answer.status === 'not-found' : cited.some((id) => expected.includes(id));
          console.log(
            `${hit ? 'ok  ' : 'MISS'} ${question} -> ${answer.status === 'not-found' ? 'not found' : cited.join(', ')}`,
          );
          results.push({ expected, answer, category });
        }
        const categories = figuresByCategory(results);
        if (categories.length > 0) console.log('\nper category:');
        for (const { category, count, figures } of categories) {
          const answerable = results.some((r) => r.category === category && r.expected.length > 0);
          console.log(categoryLine(category, count, figures, answerable));
        }
        console.log(figuresLine(evalFigures(results)));
      }).catch(failed);
    });

  ai.command('feedback')
    .description('list the questions answered badly (thumbs down) or not at all (not found), most frequent first')
    .requiredOption('--site <id>', 'the site')
    .action(async (opts: { site: string }) => {
      const site = siteOrExit(env, opts.site);
      const config = configFromEnv(env, { LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
      if (!config.redisUrl) {
        console.error('REDIS_URL is not set: without Redis, feedback lives in the serving process only.');
        process.exit(1);
      }
      const store = createCacheStore({
        redisUrl: config.redisUrl,
        logger: createLogger({ logLevel: 'warn', logFormat: config.logFormat }),
        memoryBytes: 1024 * 1024,
      });
      try {
        const feedback = createFeedbackStore(sharedRedisOf(store), (err) => console.error(String(err)), {
          retentionDays: config.ai.feedbackRetentionDays,
        });
        const all = await feedback.list(site.id).catch((error: unknown) => {
          console.error(
            `cannot read the feedback from Redis: ${error instanceof Error ? error.message : String(error)}`,
          );
          process.exit(1);
        });
        const entries = all.filter((e) => e.kind !== 'up');
        const counted = new Map<string, { kind: string; count: number; last: string }>();
        for (const e of entries) {
          const key = `${e.kind}\t${e.question.trim().toLowerCase()}`;
          const seen = counted.get(key);
          if (seen) seen.count++;
          else counted.set(key, { kind: e.kind, count: 1, last: e.at });
        }
        const rows = [...counted.entries()].sort((a, b) => b[1].count - a[1].count);
        if (rows.length === 0) console.log('No questions answered badly or not at all.');
        for (const [key, { kind, count, last }] of rows)
          console.log(
            `${String(count).padStart(4)}  ${kind === 'down' ? 'thumbs down' : 'not found  '}  ${last.slice(0, 10)}  ${printable(key.split('\t')[1]!)}`,
          );
      } finally {
        await store.close();
      }
    });
}
