import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * Lets esbuild drop library code the browser bundle never runs (decision 010, first-load budget).
 * Nothing that runs changes: only statements and modules with no effect of their own are marked so.
 *
 * - react-router ships its components as top-level `var Link = React.forwardRef(...)` followed by
 *   `Link.displayName = "Link"`: the call is not marked pure and the assignment uses the value, so
 *   every component (Link, NavLink, Form, ScrollRestoration, their hooks and prefetching) stays in
 *   the bundle whether used or not. Here the `forwardRef`/`createContext`/`memo` calls are marked
 *   `@__PURE__` and the display names (React DevTools labels, nothing else) are left out.
 * - hoist-non-react-statics (CommonJS, no `sideEffects` field) is imported by Emotion's JSX runtime
 *   for `withTheme` only, which we never use; its module has no side effects.
 */

const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](development|production)[\\/][^\\/]+\.mjs$/;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;
const COMPONENT_FACTORY_CALL = /= (React\d*\.(?:forwardRef|createContext|memo))\(/g;
const SIDE_EFFECT_FREE_PACKAGES = /^hoist-non-react-statics$/;
const RESOLVING = Symbol('tree-shake-libraries');

/** Exported for the test that proves the rewrite still finds what it rewrites (a library update may move it). */
export function markReactRouterPure(source: string): { code: string; rewrites: number } {
  let rewrites = 0;
  const code = source
    .replace(DISPLAY_NAME, () => {
      rewrites++;
      return '';
    })
    .replace(COMPONENT_FACTORY_CALL, (_match, call: string) => {
      rewrites++;
      return `= /* @__PURE__ */ ${call}(`;
    });
  return { code, rewrites };
}

export const treeShakeLibraries: Plugin = {
  name: 'tree-shake-libraries',
  setup(build) {
    build.onLoad({ filter: REACT_ROUTER_FILE }, async (args) => ({
      contents: markReactRouterPure(await readFile(args.path, 'utf8')).code,
      loader: 'js',
    }));
    build.onResolve({ filter: SIDE_EFFECT_FREE_PACKAGES }, async (args) => {
      if (args.pluginData === RESOLVING) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: RESOLVING,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, sideEffects: false };
    });
  },
};
