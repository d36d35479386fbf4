/**
 * A name written as an iCalendar parameter value (CN). RFC 5545 section 3.1 lets a quoted parameter value
 * hold any character but DQUOTE and controls, with no escape for either, so a `"` would end the value and
 * let the rest be read as parameters of its own (ROLE, SENT-BY). It becomes `'`; controls are dropped.
 */
export function parameterText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/"/g, "'").replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
}
