import { describe, expect, it } from "vitest";
import { terminalText } from "./terminal-text";

// Every character a terminal acts on rather than prints: C0, DEL, C1 and the bidi formatting marks.
const ACTED_ON = [
  ...Array.from({ length: 0x20 }, (_, c) => c),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, c) => 0x80 + c),
  0x061c,
  0x200e,
  0x200f,
  0x2028,
  0x2029,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
];

describe("terminalText", () => {
  it("writes a title-setting escape, a bell and a forged line as visible escapes", () => {
    expect(terminalText("\x1b]0;pwned\x07Bob\r\nStatus: delivered\tok")).toBe(
      "\\x1b]0;pwned\\x07Bob\\r\\nStatus: delivered\\tok",
    );
  });

  it("leaves none of the characters a terminal acts on, and keeps everything else", () => {
    for (const code of ACTED_ON) {
      const shown = terminalText(`a${String.fromCharCode(code)}b`);
      expect(shown, `U+${code.toString(16)}`).not.toContain(String.fromCharCode(code));
      expect(shown).toMatch(/^a\\[xtnru][0-9a-f]{0,4}b$/);
    }
    expect(terminalText("\u202eevil\u2069")).toBe("\\u202eevil\\u2069");
    expect(terminalText("\x9b2J")).toBe("\\x9b2J");
    const plain = "Zoë O'Brien — 0412 345 678, naïve café 🚗 ¡olé! \\x1b";
    expect(terminalText(plain)).toBe(plain);
  });
});
