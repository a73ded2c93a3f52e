import type { AiAnswer } from '../../model/ai-search.js';
import type { PageContent } from '../../model/page.js';
import type { Locale } from '../../model/services.js';

/** What the AI search page's loader returns (plain JSON). */
export interface AiSearchPageData {
  /** Title and description of the document (read by the server renderer). */
  page?: PageContent;
  locale: Locale;
  question: string;
  /** The question could not be asked: too long (status 400), or too many questions (429). */
  error: 'too-long' | 'rate-limited' | null;
  /**
   * The finished answer (the server renders it: the page works without JavaScript), or null when
   * there is no question, or when the browser navigated here and streams the answer itself.
   */
  answer: AiAnswer | null;
  /** The browser streams the answer from the endpoint (a client navigation). */
  stream: boolean;
}
