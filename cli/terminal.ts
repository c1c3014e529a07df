import { terminalText } from "#domain/terminal-text";

/**
 * Prints one line that holds stored text (a buyer's name or message, a feed's value) with every
 * control character shown as an escape: what a buyer typed can neither drive the operator's
 * terminal nor add a line that looks like the command's own.
 */
export function say(line: string) {
  console.log(terminalText(line));
}
