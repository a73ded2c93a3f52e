import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

// `npm run bench -- --profile <row id>`: V8's CPU profiler (the one behind `node --cpu-prof`)
// over the server process during that row's measured run only, written as a .cpuprofile
// (open it in Chrome DevTools) and summarised as the functions with the most self time.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
}

export async function startProfile(): Promise<() => Promise<Profile>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    session.disconnect();
    return profile;
  };
}

export function saveProfile(profile: Profile, file: string): void {
  writeFileSync(file, JSON.stringify(profile));
}

/** The `limit` frames with the most self time, as "share  function  file:line". */
export function topFrames(profile: Profile, rootDir: string, limit = 20): string[] {
  const bySite = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    total += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url ? relative(rootDir, url.replace(/^file:\/\//, '')) : '';
    const site = `${functionName || '(anonymous)'}  ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
    bySite.set(site, (bySite.get(site) ?? 0) + hits);
  }
  return [...bySite.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([site, hits]) => `${((100 * hits) / Math.max(1, total)).toFixed(1).padStart(5)}%  ${site}`);
}
