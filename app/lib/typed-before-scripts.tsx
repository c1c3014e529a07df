/*
 * "Nothing typed is undone" [issue 31]: on a phone the page's script takes over a second or two
 * after the page appears, and a buyer types and ticks meanwhile. The browser keeps what was typed in
 * the boxes, but React's state starts from what the server drew: a widget goes on showing the
 * figure for the server's value, and the next change of its state puts that value back.
 *
 * A small script in the page's head, before anything can be typed, notes each form control the
 * buyer changes and what it holds. Once React has taken over a part of the page (the whole page,
 * or later a widget whose code loads as it nears the screen: lazy-when-near.tsx), each control
 * noted in it is changed again the way the buyer changed it: its value set and an input event sent
 * (a box), or a click (a tick box, a radio button). React's change handlers then run with what was
 * typed, and act on it as on any change (a search, a figure).
 */

type Noted = { value: string } | { checked: boolean };
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

declare global {
  interface Window {
    /** What the buyer typed or ticked in each control, noted by NOTE_TYPING. */
    __fcTyped?: Map<Control, Noted> & { replaying?: boolean };
  }
}

const NOTE_TYPING = `(function(){var t=window.__fcTyped=new Map();function n(e){var c=e.target;if(t.replaying||!c||!(c instanceof HTMLInputElement||c instanceof HTMLTextAreaElement||c instanceof HTMLSelectElement))return;t.set(c,c.type==="checkbox"||c.type==="radio"?{checked:c.checked}:{value:c.value})}addEventListener("input",n,true);addEventListener("change",n,true)})()`;

/** The head's script that notes what the buyer types before the page's script takes over. */
export function NoteTypingBeforeScripts({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: NOTE_TYPING }} />;
}

/** Ids of the parts whose code loads later, until it has (lazy-when-near.tsx). */
const later = new Set<string>();

export function hydratesLater(id: string) {
  later.add(id);
}

/**
 * Changes again, the way the buyer did, each control noted inside `scope` (the page, or a part
 * that has just been taken over). Controls in parts still waiting for their code are left for then.
 */
export function replayTyping(scope: Element | Document = document) {
  const noted = window.__fcTyped;
  if (!noted) return;
  const changing: [Control, Noted][] = [];
  for (const [control, typed] of noted) {
    if (!control.isConnected) noted.delete(control);
    else if (scope.contains(control) && !insideLaterPart(control)) changing.push([control, typed]);
  }
  // Choices first, words after: a box that acts as it is typed in (the search's words) then acts
  // on the choices already made, as it would have had the buyer waited for the script.
  changing.sort(([, a], [, b]) => Number("checked" in b) - Number("checked" in a));
  // The events sent here are not noted again (the head's script looks at `replaying`).
  noted.replaying = true;
  try {
    for (const [control, typed] of changing) {
      noted.delete(control);
      replay(control, typed);
    }
  } finally {
    noted.replaying = false;
  }
}

/** replayTyping for a part whose code has just loaded and taken it over. */
export function replayTypingIn(id: string) {
  later.delete(id);
  const part = document.getElementById(id);
  if (part) replayTyping(part);
}

function insideLaterPart(control: Control) {
  for (const id of later) if (document.getElementById(id)?.contains(control)) return true;
  return false;
}

function replay(control: Control, typed: Noted) {
  if ("checked" in typed) {
    if (!(control instanceof HTMLInputElement) || typed.checked === control.defaultChecked) return;
    // A radio button left by choosing another: that one is changed again.
    if (control.type === "radio" && !typed.checked) return;
    // Set through React's tracked property to the other state, then clicked back: React sees a change.
    control.checked = !typed.checked;
    control.click();
    return;
  }
  if (control instanceof HTMLSelectElement) {
    control.value = typed.value;
    control.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (typed.value === control.defaultValue) return;
  // React notes the value it last saw through the element's own `value` property: set it to the
  // server's value that way, then to what was typed past it, and send the input event.
  control.value = control.defaultValue;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, "value")?.set;
  setter?.call(control, typed.value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
}
