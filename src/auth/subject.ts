/**
 * The user id in the user API is the part of the IdP's subject after its last pipe
 * (requirements §3 "Logged-in user"): `auth0|abc` → `abc`; a subject without a pipe is the id.
 */
export function userIdOf(subject: string): string {
  return subject.slice(subject.lastIndexOf('|') + 1);
}
