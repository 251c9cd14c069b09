import { CONTACT_SUCCESS } from '../../../../core/messages';
import { CONFIRM_LINK_BAD, SUBSCRIBED_HEADING, UNSUBSCRIBE_LINK_BAD, UNSUBSCRIBED } from '../../../../core/newsletter';

/** Membership, donations, the newsletter, search and the contact page. */
export const reader = {
  // /membership
  'membershipPage.title': 'Become a member',
  'membershipPage.description': "Support {siteName}'s journalism with a membership.",
  'membershipPage.breadcrumb': 'Membership',
  'membershipPage.intro':
    '{siteName} is paid for by its readers. A membership keeps the newsroom reporting, and keeps its stories open to everyone who cannot pay.',
  'membershipPage.notOpen':
    'Paid membership is not open yet. Create a free account to save stories and get the morning briefing.',
  'membershipPage.member': 'You are a member ({tier}): thank you. Your plan is on <link>your account page</link>.',
  'membershipPage.noTiers': 'There are no paid tiers yet.',
  'membershipPage.signIn':
    '<signIn>Sign in to subscribe</signIn> <newHere>New here? <register>Create a free account</register></newHere>',
  'membershipPage.stripe':
    'Payments are taken by Stripe: your card details never reach {siteName}. You can cancel at any time from your account page, and keep your membership to the end of the period paid for.',
  'membershipPage.price': '{interval, select, month {{price} a month} other {{price} a year}}',
  'membershipPage.prices': '{first} or {second}',
  'membershipPage.trial':
    '{days, plural, one {Free for the first # day of your first membership; cancel before then and you pay nothing.} other {Free for the first # days of your first membership; cancel before then and you pay nothing.}}',
  'membershipPage.subscribe':
    '{interval, select, month {Subscribe monthly} other {Subscribe yearly}}<forTier> ({tier})</forTier>',

  // /donate
  'donatePage.title': 'Donate',
  'donatePage.description': "Support {siteName}'s independent journalism with a donation.",
  'donatePage.heading': 'Support our journalism',
  'donatePage.intro':
    '{siteName} is free to read for everyone. A donation, once or every month, pays for the reporting.',
  'donatePage.thanks': 'Thank you for your donation. Stripe emails your receipt.',
  'donatePage.howOften': 'How often',
  'donatePage.once': 'Once',
  'donatePage.monthly': 'Every month',
  'donatePage.amount': 'Amount',
  'donatePage.otherAmount': 'Another amount',
  'donatePage.otherAmountLabel': 'Another amount ({currency}, {min} to {max})',
  'donatePage.submit': 'Donate',
  'donatePage.stripe':
    'Stripe takes the payment: your card details never reach {siteName}. A monthly donation is cancelled from Stripe’s page, linked from your account page or Stripe’s receipt.',
  'donatePage.closed': 'Donations are not open yet.',

  // /newsletter
  'newsletterPage.title': 'The morning briefing',
  'newsletterPage.description': "{siteName}'s top stories in your inbox every morning.",
  'newsletterPage.breadcrumb': 'Newsletter',
  'newsletterPage.intro':
    "Every morning, the day's top {count, plural, one {story} other {# stories}} from {siteName}: what our editors picked, what readers read most, and the newest. One email, free. Every email has a one-click unsubscribe link.",
  'newsletterPage.email': 'Email address',
  'newsletterPage.subscribe': 'Subscribe',
  'newsletterPage.editions': 'Editions',
  /** `language`: an edition's language, named in the page's ('English', 'Hindi'). */
  'newsletterPage.edition': 'The {language} newsletter',
  'newsletterPage.privacy': 'We use your address for this newsletter only. See our <link>privacy policy</link>.',

  // The sign-up box of the footer and the article page
  'newsletterSignup.title': 'The morning briefing',
  'newsletterSignup.text': "{siteName}'s top stories in your inbox every morning. Free; unsubscribe with one click.",
  'newsletterSignup.email': 'Email address',
  'newsletterSignup.placeholder': 'you@example.com',
  'newsletterSignup.subscribe': 'Subscribe',

  // /newsletter/confirm
  'newsletterConfirm.title': 'Confirm your subscription',
  'newsletterConfirm.description': 'Confirm your subscription to the morning newsletter.',
  'newsletterConfirm.subscribed': SUBSCRIBED_HEADING,
  'newsletterConfirm.linkBad': CONFIRM_LINK_BAD,
  /** `reason`: why it did not work (the server's words, or `newsletterConfirm.linkBad`). */
  'newsletterConfirm.failed': '{reason} <link>Sign up again</link>',
  'newsletterConfirm.prompt': "One click and {siteName}'s morning briefing starts arriving in your inbox.",
  'newsletterConfirm.submit': 'Confirm subscription',

  // /newsletter/unsubscribe
  'newsletterUnsubscribe.title': 'Unsubscribe',
  'newsletterUnsubscribe.description': 'Stop the morning newsletter.',
  'newsletterUnsubscribe.done': UNSUBSCRIBED,
  'newsletterUnsubscribe.linkBad': UNSUBSCRIBE_LINK_BAD,
  /** `reason`: `newsletterUnsubscribe.linkBad`. */
  'newsletterUnsubscribe.invalid': '{reason} Every newsletter has a link of its own at the bottom.',
  'newsletterUnsubscribe.prompt':
    "Stop {siteName}'s morning briefing at this address? You can sign up again at any time.",
  'newsletterUnsubscribe.submit': 'Unsubscribe',

  // /search (its box's label, placeholder and button are the header's: search.label, search.placeholder, search.submit)
  'searchPage.title': 'Search',
  'searchPage.titleQuery': 'Search: {query}',
  'searchPage.description': 'Search the news archive.',
  'searchPage.heading': 'Search',
  'searchPage.headingQuery': 'Search results for “{query}”',
  'searchPage.help':
    'Type a word or a phrase to search every published story. Use quotes for an exact phrase, and a minus sign to leave a word out.',
  'searchPage.timedOut': 'This search took too long',
  'searchPage.timedOutText':
    'We stopped it rather than keep you waiting. Try fewer or more specific words, or try again in a moment.',
  'searchPage.noResults': 'No results found',
  'searchPage.didYouMean': 'Did you mean <link>{suggestion}</link>?',
  'searchPage.noMatch':
    'No published story matches “{query}”. Check the spelling, try fewer or more general words, or browse the <link>latest news</link>.',
  /** `total`: `count` written out; `capped`: 'yes' when it is an estimate. */
  'searchPage.count':
    '{capped, select, yes {About {total} {count, plural, one {story matches} other {stories match}}; showing the best of the most recent.} other {{total} {count, plural, one {story matches} other {stories match}}.}}',
  'searchPage.snippet': '… {snippet} …',

  // /contact
  'contactPage.title': 'Contact Us',
  'contactPage.description':
    'Questions, corrections or story tips: how to reach our newsroom, our hours, and answers to common questions.',
  'contactPage.breadcrumb': 'Contact',
  'contactPage.intro': 'Questions, corrections, story tips or feedback: we read every message.',
  'contactPage.details': 'Contact details',
  'contactPage.followUs': 'Follow us',
  'contactPage.formHeading': 'Send us a message',
  'contactPage.name': 'Full Name',
  'contactPage.email': 'Email Address',
  'contactPage.subject': 'Subject',
  'contactPage.message': 'Message',
  'contactPage.send': 'Send Message',
  'contactPage.sent': CONTACT_SUCCESS,
  'contactPage.faq': 'Frequently Asked Questions',
  'contactPage.noDetails': 'Write to us with the form: every message reaches the newsroom.',
  'contactPage.emailTerm': 'Email',
  'contactPage.phoneTerm': 'Phone',
  'contactPage.addressTerm': 'Address',
  'contactPage.hoursTerm': 'Hours',
} as const;
