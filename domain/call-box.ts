/*
 * [VSD §4 Other] "Call box: phone number masked after the first 5 characters until a reveal click,
 * then shown as a tel link; shown directly for some dealers."
 */
export const PHONE_VISIBLE_CHARACTERS = 5;

export function maskPhone(phone: string): string {
  const shown = phone.slice(0, PHONE_VISIBLE_CHARACTERS);
  const hidden = phone.slice(PHONE_VISIBLE_CHARACTERS).replace(/[^\s]/g, "X");
  return shown + hidden;
}
