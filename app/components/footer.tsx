import { useIntl } from 'react-intl';
import { namesWithArticle } from '../../core/editions';
import type { MessageId } from '../i18n/messages/en';
import type { MenuLink } from '../../core/navigation';
import { useEditionPath, useMenuLink } from '../i18n/paths';
import type { SocialLink } from '../../core/site-settings';
import { SiteLogo } from './header';
import { NewsletterSignup } from './newsletter-signup';
import { SocialLinks } from './social-links';

const COMPANY: { to: string; label: MessageId }[] = [
  { to: '/about', label: 'footer.about' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/terms-of-service', label: 'footer.terms' },
  { to: '/disclaimer', label: 'footer.disclaimer' },
  { to: '/cookie-policy', label: 'footer.cookiePolicy' },
];

/** Reader revenue (docs/product.md, 'Members and tiers', 'Donations'), when Stripe is set up. */
const SUPPORT: { to: string; label: MessageId }[] = [
  { to: '/membership', label: 'footer.becomeMember' },
  { to: '/donate', label: 'footer.donate' },
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
  // Its texts in the page's edition (app/i18n/); the site's own names and menus as set.
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const local = useEditionPath();
  const menuLink = useMenuLink();
  const translated = (list: { to: string; label: MessageId }[]) =>
    list.map((link) => ({ to: local(link.to), label: t(link.label) }));
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
              <h2 className="sr-only">{t('footer.followUs')}</h2>
              <SocialLinks links={social} />
            </div>
          ) : null}
          {newsletter ? <NewsletterSignup id="footer-newsletter" siteName={siteName} variant="footer" /> : null}
        </div>
        <LinkList title={t('footer.company')} links={translated(COMPANY)} />
        {payments ? <LinkList title={t('footer.support')} links={translated(SUPPORT)} /> : null}
        {links.length > 0 ? (
          <LinkList
            title={t('footer.content')}
            links={links.map((link) => {
              const { href, label } = menuLink(link);
              return { to: href, label };
            })}
          />
        ) : null}
      </div>
      <div className="border-t border-neutral-200 dark:border-neutral-800">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-neutral-700 sm:flex-row sm:justify-between dark:text-neutral-300">
          <p>{intl.formatMessage({ id: 'footer.rights' }, { year, siteName })}</p>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            {cookieChoices ? (
              // The consent island (app/islands/consent.ts) opens the banner in place; without JavaScript, the policy's form.
              <a
                href={local('/cookie-policy#cookie-settings')}
                data-consent-open=""
                className="underline underline-offset-2"
              >
                {t('footer.cookieSettings')}
              </a>
            ) : null}
            <span>
              {intl.formatMessage(
                { id: 'footer.builtWithCare' },
                { siteName, namesArticle: namesWithArticle(siteName) },
              )}
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
