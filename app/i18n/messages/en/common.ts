import { MOST_READ_LABELS } from '../../../../core/most-read';
import { TRENDING_FALLBACK } from '../../../../core/navigation';
import { PREVIEW_TEXTS } from '../../../../core/preview';
import { defaultDescription } from '../../../../core/site-settings';

/** Lists, cards, bylines, banners and the pages that list stories (home, sections, tags, people, saved). */
export const common = {
  // The sidebar (app/components/sidebar.tsx).
  'sidebar.label': 'Sidebar',
  'sidebar.categories': 'Categories',
  'sidebar.breakingNews': 'Breaking News',
  'sidebar.latestNews': 'Latest News',
  'sidebar.mostRead': 'Most read',
  'sidebar.trendingTopics': 'Trending Topics',
  'sidebar.topic': '#{topic}',
  // The seed's four words, shown while no tag is trending (core/navigation.ts).
  'sidebar.fallbackElection': TRENDING_FALLBACK[0],
  'sidebar.fallbackClimate': TRENDING_FALLBACK[1],
  'sidebar.fallbackTech': TRENDING_FALLBACK[2],
  'sidebar.fallbackSports': TRENDING_FALLBACK[3],

  // The signed-in reader's menu in the header.
  'userMenu.button': '{username}: account menu',
  'userMenu.dashboard': 'Dashboard',
  'userMenu.profile': 'Profile',
  'userMenu.settings': 'Settings',
  'userMenu.saved': 'Saved stories',
  'userMenu.membership': 'Membership',
  'userMenu.signOut': 'Sign Out',

  // The theme button: its names for each preference, drawn for the theme island.
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  'theme.system': 'System',
  'theme.label': 'Theme: {current}. Switch to {next}',
  'theme.title': 'Theme: {current}',
  'theme.text': 'Theme',

  'breadcrumb.label': 'Breadcrumb',
  'breadcrumb.home': 'Home',

  'badge.sample': 'Sample story',
  'badge.sampleTitle': 'A sample story shipped with Newsdesk, not real news',

  // Story cards (app/components/article-card.tsx).
  'card.readingTime': '{minutes} min read',
  'card.comments': '{count, plural, one {{count} comment} other {{count} comments}}',
  'card.save': 'Save',
  'card.compactCategory': '{category} · ',

  // Lists of stories: counts, feeds and page controls.
  'storyList.count': '{count, plural, one {{count} story} other {{count} stories}}',
  'storyList.stories': 'stories',
  'storyList.feed': 'RSS feed<hidden> of {feedOf}</hidden>',
  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.current': '<hidden>Page </hidden>{page}',
  'pagination.page': 'Page {page}',
  'pagination.summary': 'Showing page {page} of {totalPages} ({totalItems} total {items})',
  'pagination.articles': 'articles',
  'listPage.titlePaged': '{title} — Page {page}',

  // Bylines: 'By A, B and C', 'With reporting by X'.
  'byline.by': 'By {names}',
  'byline.reporting': 'With reporting by {names}',
  'byline.separator': ', ',
  'byline.and': ' and ',

  // The breaking-news carousel; the breaking island reads the toggle's names from the page.
  'breaking.heading': 'Breaking',
  'breaking.region': 'Breaking news',
  'breaking.carousel': 'carousel',
  'breaking.slide': 'slide',
  'breaking.controls': 'Breaking news controls',
  'breaking.pause': 'Pause breaking news',
  'breaking.play': 'Play breaking news',
  'breaking.pauseShort': 'Pause',
  'breaking.playShort': 'Play',
  'breaking.previous': 'Previous headline',
  'breaking.previousShort': 'Previous',
  'breaking.next': 'Next headline',
  'breaking.nextShort': 'Next',
  'breaking.counter': '{index} / {count}',
  'breaking.position': '{index} of {count}',

  // The consent banner and the Cookie Policy's settings form; the consent island reads its lines from the page.
  'consent.title': 'Cookies on {siteName}',
  'consent.intro':
    'We use essential cookies to run the site. With your consent we would also use {uses}. <link>Cookie Policy</link>',
  'consent.uses':
    '{kinds, select, analytics {analytics cookies, to see how the site is read} advertising {advertising cookies, to show ads} other {analytics cookies, to see how the site is read, and advertising cookies, to show ads}}',
  'consent.saveChoices': 'Save my choices',
  'consent.acceptAll': 'Accept all',
  'consent.rejectAll': 'Reject all',
  'consent.choose': 'Choose',
  'consent.saved':
    '<title>Your cookie choices are saved.</title> You can change them at any time in <link>Cookie settings</link>.',
  'consent.hide': 'Hide this message',
  'consent.legend': 'Cookies you allow',
  'consent.essential': 'Essential (always on)',
  'consent.essentialText': 'Keep you signed in and remember this choice.',
  'consent.analytics': 'Analytics',
  'consent.analyticsText': 'Count visits and see which pages are read, so we can improve the site.',
  'consent.advertising': 'Advertising',
  'consent.advertisingText': 'Let our advertising partner show ads and measure them. Ads pay for the newsroom.',
  'consent.settingsTitle': 'Cookie settings',
  'consent.loading': 'Loading your current choice…',
  'consent.noScript': 'Your browser is not running scripts, so this site loads no analytics or advertising at all.',
  'consent.saveSettings': 'Save cookie settings',
  'consent.settingsSaved': 'Your cookie settings are saved.',
  'consent.currentNone': 'You have not made a choice yet, so no analytics or advertising cookies are used.',
  'consent.currentEssential': 'You currently allow: essential cookies only.',
  'consent.currentAnalytics': 'You currently allow: essential, analytics.',
  'consent.currentAdvertising': 'You currently allow: essential, advertising.',
  'consent.currentBoth': 'You currently allow: essential, analytics, advertising.',

  // The 404 page and the message panels.
  'notFound.metaTitle': '404 - Page Not Found',
  'notFound.metaDescription': 'Sorry, the page you’re looking for doesn’t exist.',
  'notFound.title': 'Page Not Found',
  'notFound.text':
    "Sorry, the page you're looking for doesn't exist. It might have been moved, deleted, or you entered the wrong URL.",
  'notFound.home': 'Go to Homepage',
  'notFound.back': 'Go Back',
  'notFound.search': 'Search',
  'notFound.sections': 'Sections',
  'notFound.browse': 'Or browse a section',
  'messagePanel.home': 'Back to Home',

  'ad.label': 'Advertisement',
  'social.newTab': '{network} (opens in a new tab)',
  'staticPage.lastUpdated': 'Last updated: <time>{date}</time>',

  // The preview banner and the preview page's refusals (core/preview.ts).
  'preview.notPublished': PREVIEW_TEXTS.notPublished,
  'preview.published': PREVIEW_TEXTS.published,
  'preview.status':
    '{status, select, draft {This is a draft: readers cannot see it yet.} review {This story is waiting for review: readers cannot see it yet.} scheduledAt {This story is scheduled to go out {date}: readers cannot see it yet.} scheduled {This story is scheduled: readers cannot see it yet.} archived {This story is archived: readers cannot see it.} other {This story is published. The preview shows its saved version.}}',
  'preview.linkExpires': 'This preview link works until <time>{date}</time>. Please do not share it further.',
  'preview.backToEditor': 'Back to the editor',
  'preview.openPublished': 'Open the published page',
  'preview.signInHeading': 'Sign in to preview',
  'preview.expiredHeading': 'Preview link expired',
  'preview.revokedHeading': 'Preview link withdrawn',
  'preview.invalidHeading': 'Preview link not valid',
  'preview.signInText': PREVIEW_TEXTS.signIn,
  'preview.expiredText': PREVIEW_TEXTS.expired,
  'preview.revokedText': PREVIEW_TEXTS.revoked,
  'preview.invalidText': PREVIEW_TEXTS.invalid,
  'preview.signIn': 'Sign In',

  // 'Most read' (core/most-read.ts).
  'mostRead.day': MOST_READ_LABELS.day,
  'mostRead.week': MOST_READ_LABELS.week,
  'mostRead.list': '{heading}, {window}',

  // Author and contributor pages.
  'person.author': 'Author',
  'person.contributor': 'Contributor',
  'person.feedOf': '{name}’s stories',
  'person.metaDescription': 'Stories by {name}: {titles}',

  // The home page.
  'home.metaTitle': '{siteName} — Latest news from India and the world',
  'home.defaultDescription': defaultDescription('{siteName}'),
  'home.heading': '{siteName}: latest news',
  'home.noNews': 'No News Available',
  'home.checkBack': 'Check back later for the latest updates.',
  'home.featured': 'Featured Stories',
  'home.latest': 'Latest News',

  // Section (category) pages.
  'category.metaDescription': 'The latest {category} news and updates: {titles}',
  'category.count': '{count} {category} articles',
  'category.showingLatest': 'Showing {count} latest {category} articles',
  'category.noNews': 'No {category} News Available',
  'category.checkBack': 'Check back later for the latest {category} updates.',
  'category.mostRead': 'Most read in {category}',

  // Tag pages.
  'tag.kicker': 'Tag',
  'tag.metaDescription': 'Stories tagged {name}: {titles}',

  // /news without a story, the offline page, the skip link and the Saved page.
  'newsMissing.title': 'News ID not provided',
  'newsMissing.metaDescription': 'No article was named.',
  'newsMissing.text': 'Choose a story from the home page or a category.',
  'offline.title': 'You are offline',
  'offline.metaDescription': 'This page is not kept for reading offline.',
  'offline.text':
    'This page is not kept for reading offline. The home page as you last saw it, your saved stories and the last 20 you read open without a connection.',
  'offline.openSaved': 'Open your saved stories',
  'skipLink.text': 'Skip to content',
  'savedPage.title': 'Saved stories',
  'savedPage.metaDescription': 'The stories you saved to read later, in this browser or your account.',
  'savedPage.intro':
    'Stories you save open here, and without a connection too. Up to {limit}; signed in, they follow your account to any device.',
  'savedPage.noScript': 'Saved stories are kept by your browser: turn on JavaScript to see and save them.',
  'savedPage.empty':
    '<strong>No saved stories yet.</strong>Press Save on any story to keep it here for later. <link>Browse the latest news</link>',
} as const;
