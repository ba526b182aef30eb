import { BadRequestException } from '@nestjs/common';

const MULTILINE = Symbol('crew:multiline-text');

/**
 * Marks a DTO property as multi-line free text (a review, a message, a bio): tab, newline and
 * carriage return are allowed there. Every other string field (names, emails, ids, tokens)
 * is single-line, so a field that forgets this decorator fails safe.
 */
export function MultilineText(): PropertyDecorator {
  return (target, property) => {
    const ctor = target.constructor as { [MULTILINE]?: Set<string | symbol> };
    const own = Object.prototype.hasOwnProperty.call(ctor, MULTILINE) ? ctor[MULTILINE]! : new Set(ctor[MULTILINE] ?? []);
    own.add(property);
    ctor[MULTILINE] = own;
  };
}

function isMultiline(dto: unknown, property: string): boolean {
  return typeof dto === 'function' && ((dto as { [MULTILINE]?: Set<string | symbol> })[MULTILINE]?.has(property) ?? false);
}

// In a /u pattern a surrogate pair is one code point, so only unpaired halves match \p{Cs}.
const LONE_SURROGATE = /\p{Cs}/u;
// C0 controls and DEL; the multi-line variant leaves out \t \n \r.
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Why a string cannot be stored as text (PostgreSQL refuses NUL; a lone surrogate is not Unicode), or null. */
export function textProblem(text: string, multiline: boolean): string | null {
  if (LONE_SURROGATE.test(text)) return 'contains invalid Unicode';
  if ((multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(text)) return 'contains a control character';
  return null;
}

const pathOf = (parent: string, key: string | number) =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * Walks a parsed body, query or path parameter (iteratively: depth is bounded at parsing, but
 * a walk must not be the next thing to overflow) and throws a 400 naming the first string, or
 * object key, that is not clean text. `dto` is the class the value is validated against: its
 * top-level properties marked @MultilineText() allow line breaks and tabs, and values nested
 * under such a property inherit it.
 */
export function assertCleanText(value: unknown, root: string, dto?: unknown): void {
  const stack: Array<{ value: unknown; path: string; multiline: boolean }> = [{ value, path: root, multiline: false }];
  while (stack.length > 0) {
    const { value: current, path, multiline } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current, multiline);
      if (problem) throw new BadRequestException(`${path || 'value'} ${problem}`);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: pathOf(path, index), multiline }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const keyProblem = textProblem(key, false);
        if (keyProblem) throw new BadRequestException(`A field name in ${path || 'the request body'} ${keyProblem}`);
        stack.push({ value: item, path: pathOf(path, key), multiline: multiline || (path === root && isMultiline(dto, key)) });
      }
    }
  }
}
