import { useIntl } from 'react-intl';
import type { SocialLink } from '../../core/site-settings';
import { FacebookLogo, InstagramLogo, LinkedInLogo, XLogo, YouTubeLogo } from './icons';

const LOGOS = {
  facebook: FacebookLogo,
  x: XLogo,
  instagram: InstagramLogo,
  youtube: YouTubeLogo,
  linkedin: LinkedInLogo,
} as const;

/** The site's social profiles, as configured (SOCIAL_*_URL); none configured, nothing shown. */
export function SocialLinks({ links, className = '' }: { links: SocialLink[]; className?: string }) {
  const intl = useIntl();
  if (links.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {links.map((link) => {
        const Logo = LOGOS[link.network];
        return (
          <li key={link.network}>
            <a
              href={link.url}
              rel="noopener noreferrer me"
              target="_blank"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-neutral-200 text-neutral-800 hover:bg-brand-700 hover:text-white dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-brand-700"
            >
              <Logo />
              <span className="sr-only">{intl.formatMessage({ id: 'social.newTab' }, { network: link.label })}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
