import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Each site's default share image (og:image, requirements §10.7.5): a PNG of its logo on its
// palette, rendered at build time by scripts/build-social-images.ts into the hashed, immutable
// /assets/social/ and listed in dist/client/social-images.json, which the server reads at boot.
// Nothing renders images at run time: a production install serves the files.

export interface SocialImage {
  /** Root-relative URL, e.g. /assets/social/groenkennisnet-3F2A1B0C.png */
  url: string;
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg';
}

/** The size the large-image cards of the social networks show whole (1.91:1). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Written by the build beside the client manifest: site id -> its image. */
export const socialImageManifestPath = (distDir: string) => join(distDir, 'client', 'social-images.json');

/** Read once at boot; no manifest (a build without them) = no default image: pages without their own have none. */
export function readSocialImages(distDir: string): ReadonlyMap<string, SocialImage> {
  const file = socialImageManifestPath(distDir);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, SocialImage>));
}
