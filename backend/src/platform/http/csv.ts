/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted when it holds a comma, quote or
 * line break, quotes doubled, CRLF between rows. A cell that a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return that some strip first) gets a
 * leading apostrophe, so text someone typed (a company name, a note) can never become a
 * formula on an admin's computer (OWASP, "CSV injection").
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
