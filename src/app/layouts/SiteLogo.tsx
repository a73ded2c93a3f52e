import { BREAKPOINT_MEDIUM } from '../theme/breakpoints.js';
import { useSite } from '../site-context.js';

/**
 * requirements §3/§9: logo_mobile up to 750px, logo_desktop from 751px; a missing logo yields no image
 * (the link then carries the site title as text).
 */
export function SiteLogo() {
  const site = useSite();
  const { mobile, desktop } = site.logos;
  const fallback = desktop ?? mobile;
  if (!fallback) return null;
  return (
    <picture>
      {mobile && desktop && <source media={`(max-width: ${BREAKPOINT_MEDIUM}px)`} srcSet={mobile} />}
      <img src={fallback} alt="" className="gkn-logo" width={240} height={60} />
    </picture>
  );
}
