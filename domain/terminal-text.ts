/*
 * Stored text as an operator's terminal may show it. A buyer writes a lead's name and message; a
 * terminal obeys what it prints: ESC starts a command (move the cursor, clear the screen, set the
 * window title), BEL rings, CR and LF start what looks like a line of the command's own, and a
 * bidirectional override makes the characters after it read in another order than they are.
 * Each of those is printed as an escape instead, so the operator sees what the buyer sent.
 */
const NAMED: Record<number, string> = { 9: "\\t", 10: "\\n", 13: "\\r" };

const hex = (code: number, digits: number) => code.toString(16).padStart(digits, "0");

/** The escape `code` prints as, or null for a character that prints as itself. */
function escapeOf(code: number): string | null {
  // C0 controls and DEL.
  if (code < 0x20 || code === 0x7f) return NAMED[code] ?? `\\x${hex(code, 2)}`;
  // C1 controls: 0x9b alone is a CSI to many terminals, as ESC [ is.
  if (code >= 0x80 && code <= 0x9f) return `\\x${hex(code, 2)}`;
  if (
    code === 0x061c || // Arabic letter mark
    code === 0x200e || // left-to-right mark
    code === 0x200f || // right-to-left mark
    (code >= 0x2028 && code <= 0x2029) || // line and paragraph separators
    (code >= 0x202a && code <= 0x202e) || // embeddings and overrides
    (code >= 0x2066 && code <= 0x2069) // isolates
  )
    return `\\u${hex(code, 4)}`;
  return null;
}

/** `text` with every control and bidirectional formatting character written as a visible escape. */
export function terminalText(text: string): string {
  let out = "";
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    const escape = escapeOf(text.charCodeAt(i));
    if (escape === null) continue;
    out += text.slice(copied, i) + escape;
    copied = i + 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
