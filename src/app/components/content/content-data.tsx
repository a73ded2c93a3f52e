import { createContext, useContext } from 'react';
import type { ContentData } from '../../../model/content-data.js';

export type { ContentData, ItemCard, MapBannerData } from '../../../model/content-data.js';

const EMPTY_CONTENT_DATA: ContentData = { itemLists: {}, alphabetList: null, itemLinks: {}, map: null };
export const ContentDataContext = createContext<ContentData>(EMPTY_CONTENT_DATA);
export const useContentData = () => useContext(ContentDataContext);
