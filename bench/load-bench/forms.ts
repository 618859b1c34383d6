// What a browser without JavaScript submits from a server-rendered form: its controls' names and current
// values (inputs, checked boxes and radios, each select's selected option, textareas) plus the submit
// button pressed. A small reader of React's own markup, not a general HTML parser.

const attr = (tag: string, name: string): string | undefined => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : undefined;
};
const has = (tag: string, name: string) => new RegExp(`\\s${name}(=|\\s|/?>)`).test(tag);

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export interface FormSubmission {
  action: string;
  fields: [string, string][];
}

/**
 * The POST form of `html` whose submit button is `name=value` (e.g. intent=save), with the fields it would
 * send when that button is pressed; undefined when the page has no such form.
 */
export function formWithButton(html: string, name: string, value: string, pagePath: string): FormSubmission | undefined {
  for (const [, open = "", body = ""] of html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)) {
    if (attr(open, "method")?.toLowerCase() !== "post") continue;
    const pressed = [...body.matchAll(/<(?:button|input)\b[^>]*>/g)].some(
      ([tag]) => attr(tag, "type") === "submit" && attr(tag, "name") === name && attr(tag, "value") === value,
    );
    if (!pressed) continue;
    return { action: attr(open, "action") ?? pagePath, fields: [...controlsOf(body), [name, value]] };
  }
  return undefined;
}

function* controlsOf(body: string): Generator<[string, string]> {
  for (const [tag] of body.matchAll(/<input\b[^>]*>/g)) {
    const name = attr(tag, "name");
    const type = attr(tag, "type") ?? "text";
    if (!name || has(tag, "disabled") || ["submit", "button", "image", "reset", "file"].includes(type)) continue;
    if ((type === "checkbox" || type === "radio") && !has(tag, "checked")) continue;
    yield [name, attr(tag, "value") ?? (type === "checkbox" || type === "radio" ? "on" : "")];
  }
  for (const [, open = "", options = ""] of body.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
    const name = attr(open, "name");
    if (!name || has(open, "disabled")) continue;
    const all = [...options.matchAll(/<option\b[^>]*>([^<]*)/g)];
    const chosen = all.find(([tag]) => has(tag, "selected")) ?? all[0];
    if (chosen) yield [name, attr(chosen[0], "value") ?? decode(chosen[1] ?? "")];
  }
  for (const [, open = "", text = ""] of body.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g)) {
    const name = attr(open, "name");
    if (name && !has(open, "disabled")) yield [name, decode(text.replace(/^\n/, ""))];
  }
}

/** The fields with these names set (replaced, or added when absent). */
export function withFields(fields: [string, string][], set: Record<string, string>): [string, string][] {
  return [...fields.filter(([name]) => !(name in set)), ...Object.entries(set)];
}
