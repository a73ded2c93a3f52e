import { existsSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * Calls `onChange` for every change below `roots`. Each directory is watched on its own: a
 * directory watch sees a file replaced by rename (`sed -i`, an editor's safe write) as well as
 * one written in place, while Node's recursive watch on Linux follows each file's inode and goes
 * deaf to a file once it has been replaced. Directories that appear are watched as they come.
 */
export function watchDirectories(roots: string[], onChange: (path: string) => void): { close(): void } {
  const watchers = new Map<string, FSWatcher>();

  const unwatchTree = (dir: string) => {
    for (const [path, watcher] of watchers) {
      if (path === dir || path.startsWith(dir + sep)) {
        watcher.close();
        watchers.delete(path);
      }
    }
  };
  const watchDir = (dir: string) => {
    if (watchers.has(dir)) return;
    try {
      const watcher = watch(dir, (_event, name) => {
        const path = name ? join(dir, name.toString()) : dir;
        if (existsSync(path)) watchTree(path);
        else unwatchTree(path);
        onChange(path);
      });
      watcher.on('error', () => unwatchTree(dir));
      watchers.set(dir, watcher);
    } catch {
      // Gone between listing and watching: nothing to watch.
    }
  };
  const watchTree = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // a file, or already gone
    }
    watchDir(dir);
    for (const entry of entries) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
        watchTree(join(dir, entry.name));
    }
  };

  for (const root of roots) watchTree(root);
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
