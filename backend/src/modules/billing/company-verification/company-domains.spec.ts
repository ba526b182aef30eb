import { checkDomainEmail, freeMailProvider, webDomainOf } from './company-domains.js';

describe('company web domains', () => {
  it('reads the bare host from what people paste as a website', () => {
    expect(webDomainOf('https://www.Bluewater-Crew.com/about?x=1')).toBe('bluewater-crew.com');
    expect(webDomainOf(' bluewatercrew.co.uk. ')).toBe('bluewatercrew.co.uk');
    expect(webDomainOf('http://crew.example.com:8080')).toBe('crew.example.com');
    for (const bad of ['', 'localhost', 'bluewater crew.com', 'http://', '-bad.com', '192.168.1.1', 'a.b.1']) expect(webDomainOf(bad)).toBeNull();
  });

  it('knows free-mail and disposable providers, subdomains included, and not a company domain', () => {
    expect(freeMailProvider('gmail.com')).toBe('gmail.com');
    expect(freeMailProvider('outlook.com')).toBe('outlook.com');
    expect(freeMailProvider('mailinator.com')).toBe('mailinator.com');
    expect(freeMailProvider('eu.mailinator.com')).toBe('mailinator.com');
    expect(freeMailProvider('bluewatercrew.com')).toBeNull();
  });

  it('verifies an address on the website or a subdomain of it, and refuses free mail and other domains with the reason', () => {
    expect(checkDomainEmail('www.bluewatercrew.com', 'hr@bluewatercrew.com')).toEqual({ domain: 'bluewatercrew.com' });
    expect(checkDomainEmail('bluewatercrew.com', 'hr@mail.bluewatercrew.com')).toEqual({ domain: 'bluewatercrew.com' });
    expect(checkDomainEmail('bluewatercrew.com', 'hr@gmail.com')).toEqual({
      problem: "gmail.com is a free email provider, not your company's own domain: use an address on your company's web domain",
    });
    expect(checkDomainEmail('gmail.com', 'me@gmail.com')).toEqual({ problem: expect.stringContaining('gmail.com is a free email provider') });
    expect(checkDomainEmail('bluewatercrew.com', 'hr@notbluewatercrew.com')).toEqual({
      problem: "hr@notbluewatercrew.com is not an address on bluewatercrew.com: use an address on your company's web domain",
    });
    expect(checkDomainEmail('not a site', 'hr@bluewatercrew.com')).toEqual({ problem: "website must be your company's web domain, such as bluewatercrew.com" });
  });
});
