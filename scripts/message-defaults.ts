import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Plugin } from 'esbuild';
import ts from 'typescript';
import { ROOT_DIR } from '../src/config/root-dir.js';

/**
 * The browser build leaves out the Dutch default texts of our Lingui calls (decision 010).
 * Components call `i18n._({ id: 'nav.home', message: 'naar de homepage' })`: the message is what
 * `lingui extract` writes into the catalogs, and the fallback when a catalog lacks the id. The
 * browser always has the page's compiled catalog before it renders (src/client/entry.tsx), and
 * test/unit/i18n-catalogs.test.ts keeps every id of src/app in both catalogs, so in the browser
 * the default is dead weight. Lingui's macro drops it in production builds the same way; esbuild
 * has no Lingui macro plugin. Only our own modules under src/app are touched; the server build
 * keeps the defaults.
 */

const APP_DIR = join(ROOT_DIR, 'src', 'app');

/** True for a module of ours whose Lingui calls this build rewrites. */
export function isAppModule(path: string): boolean {
  return path.startsWith(APP_DIR) && /\.tsx?$/.test(path) && !/[\\/]node_modules[\\/]/.test(path);
}

const nameOf = (p: ts.ObjectLiteralElementLike) =>
  ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null;

/** The source without the `message` of each `x._({ id: '…', message: … })` call; unchanged when there is none. */
export function withoutMessageDefaults(source: string, fileName: string): string {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const cuts: [start: number, end: number][] = [];
  const visit = (node: ts.Node) => {
    const arg = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === '_' &&
      arg &&
      ts.isObjectLiteralExpression(arg)
    ) {
      const props = arg.properties;
      const id = props.find((p) => nameOf(p) === 'id');
      const at = props.findIndex((p) => nameOf(p) === 'message');
      if (id && ts.isPropertyAssignment(id) && ts.isStringLiteralLike(id.initializer) && at >= 0) {
        const message = props[at]!;
        // From the end of the property before it, so its separating comma goes too.
        const start = at > 0 ? props[at - 1]!.getEnd() : message.getStart(file);
        const after = at > 0 ? message.getEnd() : (props[at + 1]?.getStart(file) ?? message.getEnd());
        cuts.push([start, after]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

/** Reads one of our modules as the browser build compiles it. */
export async function readForBrowser(path: string): Promise<string> {
  const source = await readFile(path, 'utf8');
  return isAppModule(path) ? withoutMessageDefaults(source, path) : source;
}

/** The esbuild plugin for the browser build (modules of src/app). */
export const browserMessageDefaults: Plugin = {
  name: 'browser-message-defaults',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (!isAppModule(args.path)) return undefined;
      return { contents: await readForBrowser(args.path), loader: extname(args.path).slice(1) as 'ts' | 'tsx' };
    });
  },
};
