/**
 * The embedded video players (VideoEmbed: requirements §3 video elements), the only other
 * documents our pages frame. The CSP's frame-src names them; the Permissions-Policy delegates to
 * them the few features a player uses.
 */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const forPlayers = `(self ${VIDEO_PLAYER_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`;

/**
 * Permissions-Policy of every response (docs/architecture.md §7). The product uses no device or
 * powerful feature: no camera, microphone or geolocation (the map shows items' places, not the
 * visitor's), no payment, sensors, USB or the like, so those are off for our pages and anything
 * they frame. Video players keep autoplay, fullscreen, picture-in-picture and encrypted media.
 * Only features Chromium knows are named: it warns in the console of every page about an unknown one.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=${forPlayers}`,
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  `encrypted-media=${forPlayers}`,
  `fullscreen=${forPlayers}`,
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=${forPlayers}`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');
