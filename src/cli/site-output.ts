import { isAbsolute, relative } from 'node:path';
import type { SiteFileProblem } from '../sites/site-files.js';

// How the `gkn site` commands talk: lines to stdout and stderr, files shown relative to cwd.

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

export const processOutput: Output = {
  out: (line) => void process.stdout.write(`${line}\n`),
  err: (line) => void process.stderr.write(`${line}\n`),
};

/** A file as the user would type it: relative to cwd when it lies below cwd, else absolute. */
export function displayPath(file: string, cwd = process.cwd()): string {
  const rel = relative(cwd, file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

/** `sites/x.json: styles.color.gkn_base_color: must be a colour like #1a2b3c`. */
export function formatProblem(problem: SiteFileProblem, cwd = process.cwd()): string {
  return `${displayPath(problem.file, cwd)}: ${problem.path}: ${problem.message}`;
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
