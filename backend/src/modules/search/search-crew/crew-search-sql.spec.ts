import { documentQueryText } from './crew-search-sql.js';

describe('documentQueryText', () => {
  it('turns a code or hyphenated word into the phrase of its parts', () => {
    expect(documentQueryText('STCW II/2')).toBe('STCW "II 2"');
    expect(documentQueryText('A-VI/1')).toBe('"A VI 1"');
    expect(documentQueryText('46 CFR 11.404')).toBe('46 CFR "11 404"');
    expect(documentQueryText('chief-officer Palma')).toBe('"chief officer" Palma');
  });

  it('keeps quotes, exclusions and plain words as web search syntax reads them', () => {
    expect(documentQueryText('"STCW II/2" -A-VI/1 or bosun')).toBe('"STCW II 2" -"A VI 1" or bosun');
    expect(documentQueryText('-deck')).toBe('-deck');
    expect(documentQueryText('Søren Lürssen')).toBe('Søren Lürssen');
    expect(documentQueryText('"unclosed A-VI/1')).toBe('"unclosed A VI 1');
    expect(documentQueryText('trailing- /lead a--b')).toBe('trailing- /lead "a b"');
  });
});
