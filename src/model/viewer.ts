/**
 * Who is logged in, as the pages may show it (requirements §6): the nickname comments are posted
 * under, nothing secret. null for a visitor without a session.
 */
export interface Viewer {
  /** null: the identity provider gave no name fit to show (never the e-mail address or the login id). */
  name: string | null;
}
