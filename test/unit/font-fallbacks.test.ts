import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fromBuffer } from '@capsizecss/unpack';
import { matchMetrics, SYSTEM_FONT_CLASSES } from '../../scripts/font-fallbacks.js';
import { ROOT_DIR } from '../../src/config/root-dir.js';

// Metric-matched fallback faces (decision 007): the arithmetic, and where the fallbacks' metrics come from.

const arial = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };

test('size-adjust brings the average character width to the web font’s; the vertical metrics are the web font’s over that', () => {
  // Source Sans 3 regular: 418 of 1000 units wide on average; Arial 913 of 2048.
  const web = { ascent: 1024, descent: -400, lineGap: 100, unitsPerEm: 1000, xWidthAvg: 418 };
  // 0.418 / (913 / 2048) = 0.9376; 1.024 / 0.9376 = 1.0921; 0.4 / 0.9376 = 0.4266; 0.1 / 0.9376 = 0.1067
  assert.deepEqual(matchMetrics(web, arial), {
    sizeAdjust: 93.76,
    ascentOverride: 109.21,
    descentOverride: 42.66,
    lineGapOverride: 10.67,
  });
  assert.deepEqual(matchMetrics(arial, arial), {
    sizeAdjust: 100,
    ascentOverride: 90.53,
    descentOverride: 21.19,
    lineGapOverride: 3.27,
  });
});

test('each system font class reads its metrics from a pinned @fontsource package with a regular and a bold file', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  for (const cls of SYSTEM_FONT_CLASSES) {
    assert.match(pkg.devDependencies[`@fontsource/${cls.metricsPackage}`] ?? '', /^\d+\.\d+\.\d+$/, cls.name);
    for (const weight of [400, 700])
      assert.ok(
        existsSync(
          join(
            ROOT_DIR,
            'node_modules',
            '@fontsource',
            cls.metricsPackage,
            'files',
            `${cls.metricsPackage}-latin-${weight}-normal.woff2`,
          ),
        ),
        `${cls.name} ${weight}`,
      );
    assert.ok(cls.regular.length > 0 && cls.bold.length > 0, `${cls.name} names local fonts`);
  }
});

// Debian's DejaVu (fonts-dejavu-core, what Chromium here falls back to) is the font whose metrics the
// DejaVu classes read from @fontsource: the same release, so the same numbers.
const DEBIAN_DEJAVU = '/usr/share/fonts/truetype/dejavu';
test(
  'the DejaVu classes name the installed DejaVu fonts and have their metrics',
  { skip: !existsSync(DEBIAN_DEJAVU) && 'no DejaVu fonts installed on this machine' },
  async () => {
    for (const [metricsPackage, file, weight] of [
      ['dejavu-sans', 'DejaVuSans.ttf', 400],
      ['dejavu-sans', 'DejaVuSans-Bold.ttf', 700],
      ['dejavu-serif', 'DejaVuSerif.ttf', 400],
      ['dejavu-serif', 'DejaVuSerif-Bold.ttf', 700],
    ] as const) {
      const pick = ({ ascent, descent, lineGap, unitsPerEm, xWidthAvg }: typeof arial) => ({
        ascent,
        descent,
        lineGap,
        unitsPerEm,
        xWidthAvg,
      });
      const installed = await fromBuffer(readFileSync(join(DEBIAN_DEJAVU, file)));
      const reference = await fromBuffer(
        readFileSync(
          join(
            ROOT_DIR,
            'node_modules',
            '@fontsource',
            metricsPackage,
            'files',
            `${metricsPackage}-latin-${weight}-normal.woff2`,
          ),
        ),
      );
      assert.deepEqual(pick(reference), pick(installed), file);
      const cls = SYSTEM_FONT_CLASSES.find((c) => c.metricsPackage === metricsPackage)!;
      const names = weight === 700 ? cls.bold : cls.regular;
      assert.ok(names.includes(installed.fullName), `local('${installed.fullName}')`);
      assert.ok(names.includes(installed.postscriptName), `local('${installed.postscriptName}')`);
    }
  },
);
