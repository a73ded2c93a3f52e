import { useEffect, useState } from 'react';

/** false during the server render and hydration, true once JavaScript runs: enhancements only. */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
