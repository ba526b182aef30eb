import { isPageVisit } from './page-visit.js';

const reader = (headers: Record<string, string>) => (name: string) => headers[name];
const navigation = {
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

describe('a visit to a shared profile page', () => {
  it('is a browser navigation to the document', () => {
    expect(isPageVisit(reader(navigation))).toBe(true);
  });

  it('is not a fetch without navigation headers (chat apps, scripts, old clients)', () => {
    expect(isPageVisit(reader({ 'user-agent': navigation['user-agent'] }))).toBe(false);
    expect(isPageVisit(reader({ ...navigation, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }))).toBe(false);
  });

  it('is not a prefetch or prerender', () => {
    expect(isPageVisit(reader({ ...navigation, 'sec-purpose': 'prefetch' }))).toBe(false);
    expect(isPageVisit(reader({ ...navigation, 'sec-purpose': 'prefetch;prerender' }))).toBe(false);
    expect(isPageVisit(reader({ ...navigation, purpose: 'prefetch' }))).toBe(false);
  });

  it.each(['facebookexternalhit/1.1', 'WhatsApp/2.23', 'Slackbot-LinkExpanding 1.0', 'TelegramBot (like TwitterBot)', 'Mozilla/5.0 (compatible; Discordbot/2.0)', 'LinkedInBot/1.0'])(
    'is not a link preview by %s, even one sending navigation headers',
    (agent) => {
      expect(isPageVisit(reader({ ...navigation, 'user-agent': agent }))).toBe(false);
    },
  );
});
