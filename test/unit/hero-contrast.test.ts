import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contrastProblems, contrastRatio, derivePalette } from '../../src/cli/site-palette.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';
import { HERO_SURFACES, OVER_MEDIA_SCRIM_ALPHA } from '../../src/sites/hero-surfaces.js';
import { listSiteFiles, validateSiteFiles } from '../../src/sites/site-files.js';

// Text at the head of a page (over or beside its header image or video) on every site's palette:
// each surface's text colour on its palette colour reaches WCAG AA (4.5:1), on all the site files
// in sites/ and their portlets, not only the few sites the browser tests visit.

const AA = 4.5;
const { sites, problems } = validateSiteFiles(listSiteFiles(`${ROOT_DIR}/sites`));

/** `colour` at `alpha` over `backdrop`, as #rrggbb. */
function over(colour: [number, number, number], alpha: number, backdrop: [number, number, number]): string {
  const mixed = colour.map((c, i) => Math.round(c * alpha + backdrop[i]! * (1 - alpha)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

test('all 30 site files are read', () => {
  assert.deepEqual(problems, []);
  assert.equal(sites.length, 30);
});

describe('every site: text on each page-head surface reaches 4.5:1', () => {
  for (const site of sites) {
    test(site.id, () => {
      const palettes = [
        { name: site.id, colours: site.styles.color },
        ...site.portlets.map((p) => ({
          name: `${site.id} portlet ${p.domain}`,
          colours: { ...site.styles.color, ...p.palette },
        })),
      ];
      for (const { name, colours } of palettes) {
        for (const [surface, { background, text }] of Object.entries(HERO_SURFACES)) {
          const ratio = contrastRatio(text, colours[background]);
          assert.ok(
            ratio >= AA,
            `${name}: ${surface}: ${text} on ${background} ${colours[background]} is ${ratio.toFixed(2)}:1`,
          );
        }
      }
    });
  }
});

describe('a control straight over a video or image', () => {
  test('its scrim keeps white text at 4.5:1 over a white, a mid-grey and a black frame', () => {
    for (const backdrop of [
      [255, 255, 255],
      [128, 128, 128],
      [0, 0, 0],
    ] as [number, number, number][]) {
      const seen = over([0, 0, 0], OVER_MEDIA_SCRIM_ALPHA, backdrop);
      assert.ok(contrastRatio('#ffffff', seen) >= AA, `white on ${seen}`);
    }
  });
});

describe('the palette checks of gkn site validate and gkn site add', () => {
  test('a colour a page head sets white text on is refused when too light', () => {
    const palette = { ...sites[0]!.styles.color, gkn_dossier_color: '#8fbf8f', gkn_video_color: '#c9a0dc' };
    const found = contrastProblems(palette).map((p) => p.path);
    assert.deepEqual(found, ['styles.color.gkn_dossier_color', 'styles.color.gkn_video_color']);
    assert.match(contrastProblems(palette)[0]!.message, /^#8fbf8f has contrast \d\.\d\d:1 behind white text/);
  });
  test("a derived palette passes them for any base colour (the base itself is the admin's)", () => {
    for (const base of ['#1e6b3a', '#000000', '#777777', '#0b4f8a', '#9d174d', '#6b4a0a', '#c2d400', '#2f6b57']) {
      const derived = contrastProblems(derivePalette({ base })).filter((p) => p.path !== 'styles.color.gkn_base_color');
      assert.deepEqual(derived, [], base);
    }
  });
});
