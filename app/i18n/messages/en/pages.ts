/** The site's own pages: about, contact and the legal pages' titles and summaries. */
export const pages = {
  'about.title': 'About {siteName}',
  'about.description':
    '{siteName} brings together news from trusted third-party sources and our own newsroom. Founded in 2024, headquartered in India.',
  'legal.privacyPolicy.title': 'Privacy Policy',
  'legal.privacyPolicy.description': 'How we collect, use and protect your personal information.',
  'legal.termsOfService.title': 'Terms of Service',
  'legal.termsOfService.description': 'The terms that govern your use of the site.',
  'legal.disclaimer.title': 'Disclaimer',
  'legal.disclaimer.description': 'The limits of the information published on this site.',
  'legal.cookiePolicy.title': 'Cookie Policy',
  'legal.cookiePolicy.description': 'Which cookies we use, why, for how long, and how to control them.',
} as const;
