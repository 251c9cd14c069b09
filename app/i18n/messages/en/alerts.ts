/**
 * Alerts (docs/product.md, 'Alerts and following'): the header's bell, the panel it opens and the
 * opt-in at the end of a story (app/components/alerts-bell.tsx), whose words the push island
 * (app/islands/push.ts) shows as the reader's browser allows.
 */
export const alerts = {
  'alerts.bell': 'Alerts',
  'alerts.heading': 'Alerts from {siteName}',
  'alerts.intro': 'News on this device as it happens, even when the site is closed. No account needed.',
  'alerts.choices': 'Send me',
  'alerts.breaking': 'Breaking news',
  'alerts.breakingHint': 'The biggest stories, as they happen',
  'alerts.briefing': 'Daily briefing',
  'alerts.briefingHint': 'The morning’s top stories, once a day',
  'alerts.following': 'Followed topics',
  'alerts.followingHint': 'New stories from the topics and writers you follow, a few a day at most',
  'alerts.turnOn': 'Turn on alerts',
  'alerts.save': 'Save choices',
  'alerts.turnOff': 'Turn off alerts',
  'alerts.close': 'Close',
  'alerts.on': 'Alerts are on in this browser.',
  'alerts.working': 'One moment…',
  'alerts.turnedOn': 'Alerts are on. You can change them here at any time.',
  'alerts.saved': 'Your choices are saved.',
  'alerts.turnedOff': 'Alerts are off in this browser.',
  'alerts.none': 'Choose at least one kind of alert, or turn alerts off.',
  'alerts.failed': 'Alerts could not be turned on. Please try again later.',
  'alerts.notAllowed': 'Your browser did not allow alerts. Press Turn on alerts to be asked again.',
  'alerts.unsupported':
    'This browser cannot receive alerts from websites. A recent Chrome, Edge, Firefox or Safari can.',
  'alerts.denied':
    'Alerts are blocked for this site in your browser. To allow them, open the site’s settings (the icon beside its address), set Notifications to Allow, then turn on alerts here.',
  'alerts.ios':
    'On iPhone and iPad, add this site to your Home Screen first (Share → Add to Home Screen), then turn on alerts here.',
  'alerts.offline': 'Alerts cannot be set up while offline.',
  'alerts.optInHeading': 'Get breaking news alerts',
  'alerts.optInText': 'The biggest stories from {siteName} on this device, as they happen. No account needed.',
  'alerts.optInButton': 'Choose alerts',
} as const;
