// requirements §9 numbers the chrome uses, in one place.

/** The top bar counts as "at top" while the page is scrolled less than this (requirements §9). */
export const AT_TOP_BELOW = 20;
/** The sticky search bar shows once the page is scrolled more than this (requirements §2, §9). */
export const STICKY_SEARCH_AFTER = 150;
/** TOC entry click: the section lands this far below the viewport top (requirements §9 "menu"). */
export const TOC_MENU_OFFSET = 100;
/** TOC tracking and hash scroll: the current section is the last whose top is within this (requirements §4, §9). */
export const TOC_SECTION_OFFSET = 110;
/**
 * requirements §9 "scroll tracking offset 180 in one place": the TOC's section tracking below 960px. There
 * the sticky search bar (past 150px of scroll, requirements §9: only below 960px) hangs under the top bar:
 * 60px nav + 45px TOC row + 4px border + 61px search = 170px at 375px (155px at 750–959px), so a
 * section becomes current once its top has reached the bottom of all that, not at 110px behind it.
 */
export const TOC_TRACKING_OFFSET_UNDER_SEARCH = 180;
/**
 * TOC entry click below 960px: the required 100px would put the section behind the ~170px of bar and
 * sticky search bar. It lands as far above the 180px tracking line as 100 is above 110, so it is
 * in view and counts as the current section (170px).
 */
export const TOC_MENU_OFFSET_UNDER_SEARCH = TOC_TRACKING_OFFSET_UNDER_SEARCH - (TOC_SECTION_OFFSET - TOC_MENU_OFFSET);
/** Below this width the sticky search bar shows, and the TOC tracks with the 180px offset (requirements §9). */
export const STICKY_SEARCH_BELOW = 960;
/** Alphabet letter click: the group lands this far below the viewport top (requirements §9). */
export const ALPHABET_SCROLL_OFFSET = 315;
/** On load with a hash, scroll to that section again after this delay (requirements §4, §9). */
export const HASH_SCROLL_DELAY_MS = 3000;
/** An open footer block on mobile is at most this tall (requirements §9). */
export const FOOTER_OPEN_MAX_HEIGHT = 300;
