import { decodeCursor, encodeCursor } from './cursor.js';

const id = '0b6f1f7e-5a8e-4c55-9d7a-1f2f3e4d5c6b';

describe('search cursors', () => {
  it('round-trip the sort key exactly, doubles included', () => {
    const rank = { k: 't' as const, rank: 0.1 + 0.2, id };
    expect(decodeCursor(encodeCursor(rank), 't')).toEqual(rank);
    const rating = { k: 'r' as const, rating: 4.333333333333333, verified: 7, id };
    expect(decodeCursor(encodeCursor(rating), 'r')).toEqual(rating);
  });

  it('refuse anything else', () => {
    expect(decodeCursor(encodeCursor({ k: 't', rank: 1, id }), 'r')).toBeNull();
    for (const bad of ['', 'not base64!', Buffer.from('{"k":"t","rank":"1","id":"x"}').toString('base64url'), Buffer.from('[1]').toString('base64url'), 'e30', Buffer.from('nope').toString('base64url')]) {
      expect(decodeCursor(bad, 't')).toBeNull();
    }
    expect(decodeCursor(Buffer.from(JSON.stringify({ k: 'r', rating: 1, verified: -1, id })).toString('base64url'), 'r')).toBeNull();
  });
});
