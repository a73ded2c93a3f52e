import { css } from '@emotion/react';
import { useLoaderData } from 'react-router-dom';
import type { SearchPageData } from '../../logic/search-data.js';
import { SearchView } from './SearchView.js';

const wrap = css({ paddingBottom: 48 });

/** /zoeken/{term} and /search/{term} (requirements §2: ZoekPagina / search page). */
export function SearchPage() {
  const data = useLoaderData() as SearchPageData;
  return (
    <div css={wrap}>
      <SearchView data={data} />
    </div>
  );
}
