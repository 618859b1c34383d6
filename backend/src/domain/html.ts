/** Text made safe inside HTML (an element's text or a quoted attribute): & < > " ' as character references. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
