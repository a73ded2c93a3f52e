/** The two languages of the sites' pages and routes (requirements §2). */
export type Locale = 'nl' | 'en';
