// What of a visitor's question is stored for feedback (requirements §1 AI search, feedback;
// docs/architecture.md §16): never an e-mail address, a phone number or a Dutch postcode a visitor
// typed into it; and what is printed of a stored question to a terminal: never a control character
// (an escape sequence in a question must not steer the editor's terminal).

const E_MAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
/** Dutch and international numbers: +31 6 12345678, 06-12345678, 020 123 4567, (010) 1234567. */
const PHONE = /(?:\+|00|\()?\d[\d\s().-]{7,}\d/g;
/** 1234 AB, 1234AB. */
const POSTCODE = /\b[1-9]\d{3}\s?[a-zA-Z]{2}\b/g;

export const REDACTED = '…';

export function redactQuestion(question: string): string {
  return question
    .replace(E_MAIL, REDACTED)
    .replace(POSTCODE, REDACTED)
    .replace(PHONE, (match) =>
      // A year range or a short figure is not a phone number: at least 9 digits are.
      match.replace(/\D/g, '').length >= 9 ? REDACTED : match,
    );
}

/** The text without control characters (C0, DEL, C1) and bidirectional overrides: safe to print. */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ');
}
