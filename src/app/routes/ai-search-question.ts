import { questionOfSegment } from '../logic/ai-search-url.js';

/** The question in an AI search path (/ai-zoeken/<question>, /aiSearch/<question>), '' for none. */
export function rawQuestion(pathname: string): string {
  return questionOfSegment(pathname.split('/')[2]);
}
