// Form fields the visitor changed before the page hydrated (docs/requirements.md §9.8). The page's
// inline entry loader notes each `change` event until then under this window property; a browser
// restoring a form from its memory fires none, so what it restored is not a choice.

/** The window property the inline entry loader fills (src/server/render/entry-loader.ts writes it). */
export const CHANGED_BEFORE_SCRIPTS = '__gknChangedBeforeScripts';

/** Whether the visitor changed this field on the plain page, before the scripts ran. */
export function changedBeforeScripts(field: Element): boolean {
  const changed = (window as unknown as Record<string, unknown>)[CHANGED_BEFORE_SCRIPTS];
  return Array.isArray(changed) && changed.includes(field);
}
