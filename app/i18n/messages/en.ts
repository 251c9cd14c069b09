/**
 * The English catalogue, the source of every interface text that goes through the catalogue
 * (docs/decisions/009-editions.md): ICU messages by id. Other languages translate these ids
 * (`Messages`), so a missing translation is a type error and a failing test.
 */
export const en = {
  'header.home': 'Home',
  'header.logo': '{siteName} home',
  'header.saved': 'Saved stories',
  'header.savedShort': 'Saved',
  'header.signIn': 'Sign In',
  'header.signUp': 'Sign Up',
  'header.main': 'Main',
  'header.mainMenu': 'Main (menu)',
  'header.openMenu': 'Open menu',
  'header.closeMenu': 'Close menu',
  'search.label': 'Search news',
  'search.placeholder': 'Search news...',
  'search.submit': 'Search',
  'footer.company': 'Company',
  'footer.about': 'About',
  'footer.contact': 'Contact',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms of Service',
  'footer.disclaimer': 'Disclaimer',
  'footer.cookiePolicy': 'Cookie Policy',
  'footer.support': 'Support us',
  'footer.becomeMember': 'Become a member',
  'footer.donate': 'Donate',
  'footer.content': 'Content',
  'footer.followUs': 'Follow us',
  'footer.rights': '© {year} {siteName}. All rights reserved.',
  'footer.cookieSettings': 'Cookie settings',
  'footer.builtWithCare':
    '{namesArticle, select, yes {Built with care by {siteName} team.} other {Built with care by the {siteName} team.}}',
} as const;

export type MessageId = keyof typeof en;
/** A translation: every id, in that language. */
export type Messages = Record<MessageId, string>;
