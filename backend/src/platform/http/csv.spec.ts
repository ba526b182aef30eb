import { csvCell, csvRow } from './csv.js';

describe('CSV cells', () => {
  it('leaves plain text alone and empties null', () => {
    expect(csvRow(['Bea Boss', 42, null, undefined, true])).toBe('Bea Boss,42,,,true\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('the "best" bosun')).toBe('"the ""best"" bosun"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'never lets %j start a formula',
    (text) => {
      const cell = csvCell(text);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(unquoted).toBe(`'${text}`);
    },
  );

  it('keeps a negative number text safe too: it is written as text, not run', () => {
    expect(csvCell(-5)).toBe("'-5");
  });
});
