// The longest value a contact form field takes, shared by the form (maxlength) and the server
// (which refuses longer ones): plain data, importable by src/server without pulling in React.

export const TEXT_MAX = 200;
export const TEXTAREA_MAX = 5000;

export function maxLengthOf(type: 'text' | 'email' | 'textarea'): number {
  return type === 'textarea' ? TEXTAREA_MAX : TEXT_MAX;
}
