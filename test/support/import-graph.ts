import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// The import graph of a source tree as TypeScript resolves it, type-only imports included: the
// lint's no-cycle rule skips those, and a circle of types still ties two modules together
// (docs/architecture.md, "Boundaries").

const SOURCE = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each file under `root` with the files under `root` it imports (static, dynamic and type-only). */
export function importGraph(root: string): Map<string, string[]> {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
  };
  const files = sourceFiles(root);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
      .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
      .map((resolved) => resolved!.resolvedFileName)
      .filter((target) => !relative(root, target).startsWith('..'));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every import circle in the graph, each as the files around it (first file repeated at the end). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return circles;
}
