// The demo identity provider's accounts: fixed in code, so `gkn demo users` and the tests can name
// them. The subject has the `<provider>|<id>` form the product expects (requirements §3: the user
// id is the part after the last pipe). Demo passwords only: this provider never runs in production.

export interface DemoAccount {
  /** What the login form takes (an e-mail address). */
  username: string;
  password: string;
  /** Full name, as the ID token's `name`. */
  name: string;
  /** Shown with the user's comments (the ID token's `nickname`). */
  nickname: string;
  sub: string;
  locale: 'nl' | 'en';
}

const account = (id: string, name: string, nickname: string, locale: 'nl' | 'en'): DemoAccount => ({
  username: `${id}@demo.gkn`,
  password: 'demo',
  name,
  nickname,
  sub: `demo|${id}`,
  locale,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = Object.freeze([
  account('anna', 'Anna de Vries', 'Anna', 'nl'),
  account('joost', 'Joost van den Berg', 'Joost', 'nl'),
  account('emily', 'Emily Carter', 'Emily', 'en'),
  account('david', 'David Thompson', 'David', 'en'),
]);

/** The account whose username (case-insensitive) and password match, if any. */
export function checkCredentials(username: string, password: string): DemoAccount | undefined {
  const wanted = username.trim().toLowerCase();
  const found = DEMO_ACCOUNTS.find((a) => a.username === wanted);
  return found && found.password === password ? found : undefined;
}

export function accountBySub(sub: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.sub === sub);
}
