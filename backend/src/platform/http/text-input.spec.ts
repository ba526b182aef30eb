import { assertCleanText, MultilineText, textProblem } from './text-input.js';

class NoteDto {
  title: string;
  @MultilineText()
  body: string;
  tags: string[];
}

const problemOf = (value: unknown, dto?: unknown) => {
  try {
    assertCleanText(value, '', dto);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('text input', () => {
  it('accepts ordinary text in any script, emoji (surrogate pairs) included', () => {
    expect(textProblem('Åsa Ødegård — Κώστας, Дмитрий, 船长 ⚓ 🚢', false)).toBeNull();
  });

  it('refuses NUL, other C0 controls and DEL', () => {
    for (const c of ['\u0000', '\u0007', '\u001b', '\u007f']) expect(textProblem(`a${c}b`, true)).toBe('contains a control character');
  });

  it('refuses line breaks and tabs in single-line fields only', () => {
    for (const c of ['\n', '\r', '\t']) {
      expect(textProblem(`a${c}b`, false)).toBe('contains a control character');
      expect(textProblem(`a${c}b`, true)).toBeNull();
    }
  });

  it('refuses lone surrogates, high or low', () => {
    expect(textProblem('sam\uD800@example.com', false)).toBe('contains invalid Unicode');
    expect(textProblem('\uDC00', true)).toBe('contains invalid Unicode');
  });

  it('names the field, following arrays and nested objects', () => {
    expect(problemOf({ title: 'a\u0000' }, NoteDto)).toBe('title contains a control character');
    expect(problemOf({ tags: ['ok', 'x\uD83D'] }, NoteDto)).toBe('tags[1] contains invalid Unicode');
    expect(problemOf({ a: { b: [{ c: '\u0001' }] } })).toBe('a.b[0].c contains a control character');
  });

  it('lets a @MultilineText() property keep its line breaks, and only that one', () => {
    expect(problemOf({ body: 'line one\nline two\ttabbed', title: 'x' }, NoteDto)).toBeNull();
    expect(problemOf({ body: 'ok', title: 'x\ny' }, NoteDto)).toBe('title contains a control character');
    expect(problemOf({ body: 'nul\u0000' }, NoteDto)).toBe('body contains a control character');
  });

  it('checks object keys too', () => {
    expect(problemOf({ 'bad\u0000key': 1 })).toBe('A field name in the request body contains a control character');
  });

  it('names a query or path parameter by its name', () => {
    expect(() => assertCleanText('tok\u0000en', 'token')).toThrow('token contains a control character');
  });

  it('walks very deep values without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(problemOf(deep)).toMatch(/contains a control character$/);
  });
});
