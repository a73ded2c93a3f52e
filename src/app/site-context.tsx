import { createContext, useContext } from 'react';
import type { PublicSite } from '../model/site.js';

// The site a page belongs to: set once at the root, on the server from the Host, in the browser
// from the serialised page data.
export const SiteContext = createContext<PublicSite | null>(null);

export function useSite(): PublicSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteContext.Provider>');
  return site;
}
