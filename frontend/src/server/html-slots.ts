// Text goes into the page through replacer functions: a replacement string would read `$&`,
// `$'` or `$$` in a review or a name as patterns and paste other parts of the page instead.

/** Inserts markup just before `</head>`. */
export function beforeHeadEnd(html: string, markup: string): string {
  return html.replace(/<\/head>/i, (end) => `${markup}  ${end}`);
}

/** Puts the rendered app into the empty root element. */
export function intoRoot(html: string, body: string): string {
  return html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}
