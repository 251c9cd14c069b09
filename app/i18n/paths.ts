import { categoryName } from './intl';
import { linkHref, type MenuLink } from '../../core/navigation';
import { CATEGORY_INFO, type Category } from '../../core/categories';
import { useIntl } from 'react-intl';
import { DEFAULT_EDITION, EDITIONS, inEditionPath, type Edition } from '../../core/editions';

/** The edition of the page being drawn, from its catalogue (app/root.tsx gives each page its edition's). */
export function useEdition(): Edition {
  const { locale } = useIntl();
  return (Object.keys(EDITIONS) as Edition[]).find((e) => EDITIONS[e].locale === locale) ?? DEFAULT_EDITION;
}

/**
 * Links within the page's edition: a default-edition path ('/india-news', '/tag/x') as the page's
 * edition has it ('/hi/india-news'). Every link a reading page draws to another reading page goes
 * through it, so no component writes an edition's prefix by hand (docs/decisions/009-editions.md).
 */
export function useEditionPath(): (path: string) => string {
  const edition = useEdition();
  return (path) => inEditionPath(path, edition);
}

/**
 * A menu link (core/navigation.ts) as the page's edition draws it: its address in the edition,
 * and a section's name in the page's language unless the admin gave the link a name of its own.
 */
export function useMenuLink(): (link: MenuLink) => { href: string; label: string } {
  const intl = useIntl();
  const local = useEditionPath();
  return (link) => {
    const category = link.kind === 'category' ? (link.target as Category) : null;
    const named = category !== null && CATEGORY_INFO[category] && link.label === CATEGORY_INFO[category].name;
    return { href: local(linkHref(link)), label: named ? categoryName(intl, category) : link.label };
  };
}
