import { useLoaderData } from 'react-router-dom';
import type { ResultPageData } from '../../logic/search-data.js';
import { ResultView } from './ResultView.js';

/** /zoeken/resultaat/{resultpage}?id=… and /search/result/… (requirements §2: ZoekResultaatPagina). */
export function ResultPage() {
  return <ResultView data={useLoaderData() as ResultPageData} />;
}
