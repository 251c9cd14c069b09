import { builtWithCare } from '../../core/messages';
import { linkHref, type MenuLink } from '../../core/navigation';
import type { SocialLink } from '../../core/site-settings';
import { SiteLogo } from './header';
import { NewsletterSignup } from './newsletter-signup';
import { SocialLinks } from './social-links';

const COMPANY = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

/** Reader revenue (docs/product.md, 'Members and tiers', 'Donations'), when Stripe is set up. */
const SUPPORT = [
  { to: '/membership', label: 'Become a member' },
  { to: '/donate', label: 'Donate' },
];

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wide text-neutral-900 uppercase dark:text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link, i) => (
          <li key={`${i}-${link.to}`}>
            <a
              href={link.to}
              className="text-neutral-700 hover:text-brand-700 hover:underline dark:text-neutral-300 dark:hover:text-white"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site's footer (docs/product.md, 'Footer'): pure markup, plain links (full page loads). */
export function Footer({
  siteName,
  logo,
  tagline,
  year,
  social,
  cookieChoices,
  newsletter,
  payments,
  links,
}: {
  siteName: string;
  logo: string | null;
  tagline: string;
  year: number;
  social: SocialLink[];
  /** Whether the site asks for consent (advertising or analytics configured): then the footer links to the choices. */
  cookieChoices: boolean;
  /** Whether the site sends the morning newsletter (SMTP_URL): then the footer offers it. */
  newsletter: boolean;
  /** Whether readers can pay (Stripe set up): then the footer offers 'Support us' links. */
  payments: boolean;
  /** The footer's 'Content' links, as set on /admin/settings. */
  links: MenuLink[];
}) {
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <SiteLogo siteName={siteName} logo={logo} />
          {tagline ? (
            <p className="mt-4 max-w-md text-sm leading-6 text-neutral-700 dark:text-neutral-300">{tagline}</p>
          ) : null}
          {social.length > 0 ? (
            <div className="mt-6">
              <h2 className="sr-only">Follow us</h2>
              <SocialLinks links={social} />
            </div>
          ) : null}
          {newsletter ? <NewsletterSignup id="footer-newsletter" siteName={siteName} variant="footer" /> : null}
        </div>
        <LinkList title="Company" links={COMPANY} />
        {payments ? <LinkList title="Support us" links={SUPPORT} /> : null}
        {links.length > 0 ? (
          <LinkList title="Content" links={links.map((link) => ({ to: linkHref(link), label: link.label }))} />
        ) : null}
      </div>
      <div className="border-t border-neutral-200 dark:border-neutral-800">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-neutral-700 sm:flex-row sm:justify-between dark:text-neutral-300">
          <p>
            © {year} {siteName}. All rights reserved.
          </p>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            {cookieChoices ? (
              // The consent island (app/islands/consent.ts) opens the banner in place; without JavaScript, the policy's form.
              <a href="/cookie-policy#cookie-settings" data-consent-open="" className="underline underline-offset-2">
                Cookie settings
              </a>
            ) : null}
            <span>{builtWithCare(siteName)}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
