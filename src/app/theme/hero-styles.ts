import { css, type SerializedStyles } from '@emotion/react';
import { HERO_SURFACES, type HeroSurfaceName } from '../../sites/hero-surfaces.js';
import { paletteVar } from '../../sites/site-css.js';

/**
 * Text at the head of a page on a palette colour (src/sites/hero-surfaces.ts): that colour behind,
 * the surface's text colour on everything written in it (title, lead, way back, date). Every site's
 * palette is checked to reach 4.5:1 for each of them. Its own module, so only the templates'
 * chunks carry it, not the first load.
 */
export const onHeroSurface = Object.fromEntries(
  Object.entries(HERO_SURFACES).map(([name, s]) => [
    name,
    css({ background: paletteVar(s.background), color: s.text, 'h1, p, a, span, time': { color: s.text } }),
  ]),
) as Record<HeroSurfaceName, SerializedStyles>;
