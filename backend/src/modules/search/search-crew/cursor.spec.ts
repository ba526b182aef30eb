import { decodeCursor, encodeCursor } from './cursor.js';

const id = '0b6f1f7e-5a8e-4c55-9d7a-1f2f3e4d5c6b';

describe('search cursors', () => {
  it('round-trip the sort key exactly, doubles included', () => {
    const rank = { k: 't' as const, rank: 0.1 + 0.2, id };
    expect(decodeCursor(encodeCursor(rank), 't')).toEqual(rank);
    const rating = { k: 'r' as const, rating: 4.333333333333333, verified: 7, id };
    expect(decodeCursor(encodeCursor(rating), 'r')).toEqual(rating);
    const block = { k: 'b' as const, hi: [4.666666666666667, 12, id] as [number, number, string], lo: [-1, 0, id] as [number, number, string], rows: 5555, rank: 0.1 + 0.2, id };
    expect(decodeCursor(encodeCursor(block), 't')).toEqual(block);
    const lastBlock = { ...block, hi: null, lo: null };
    expect(decodeCursor(encodeCursor(lastBlock), 't')).toEqual(lastBlock);
    expect(encodeCursor(block).length).toBeLessThanOrEqual(400);
    const experience = { k: 's' as const, sort: 'experience' as const, key: [12, 4.333333333333333] as [number, number], id };
    expect(decodeCursor(encodeCursor(experience), 'experience')).toEqual(experience);
  });

  it("refuse another order's cursor", () => {
    const experience = encodeCursor({ k: 's', sort: 'experience', key: [12, 4.5], id });
    expect(decodeCursor(experience, 'availability')).toBeNull();
    expect(decodeCursor(experience, 'r')).toBeNull();
    expect(decodeCursor(experience, 't')).toBeNull();
    expect(decodeCursor(encodeCursor({ k: 'r', rating: 1, verified: 0, id }), 'experience')).toBeNull();
    const bad = (key: unknown) => Buffer.from(JSON.stringify({ k: 's', sort: 'experience', key, id })).toString('base64url');
    for (const key of [[1], [1, 2, 3], ['1', 2], null, [1, null]]) expect(decodeCursor(bad(key), 'experience')).toBeNull();
  });

  it('refuse anything else', () => {
    expect(decodeCursor(encodeCursor({ k: 't', rank: 1, id }), 'r')).toBeNull();
    for (const bad of ['', 'not base64!', Buffer.from('{"k":"t","rank":"1","id":"x"}').toString('base64url'), Buffer.from('[1]').toString('base64url'), 'e30', Buffer.from('nope').toString('base64url')]) {
      expect(decodeCursor(bad, 't')).toBeNull();
    }
    expect(decodeCursor(Buffer.from(JSON.stringify({ k: 'r', rating: 1, verified: -1, id })).toString('base64url'), 'r')).toBeNull();
    const block = (hi: unknown, lo: unknown, rows: unknown = 200) => Buffer.from(JSON.stringify({ k: 'b', hi, lo, rows, rank: 1, id })).toString('base64url');
    expect(decodeCursor(block(null, null), 'r')).toBeNull();
    expect(decodeCursor(block(null, null), 't')).not.toBeNull();
    for (const rows of [0, 1.5, '200', null, 1e9]) expect(decodeCursor(block(null, null, rows), 't')).toBeNull();
    for (const bad of [[1, 2], [1, -1, id], ['1', 0, id], [1, 0, 'x'], [1, 0.5, id], 'x', {}]) {
      expect(decodeCursor(block(bad, null), 't')).toBeNull();
      expect(decodeCursor(block(null, bad), 't')).toBeNull();
    }
  });
});
