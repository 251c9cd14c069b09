/**
 * Following (docs/product.md, 'Alerts and following'): the Follow buttons of tag, section and
 * writer pages and under a story's tags (app/components/follow-button.tsx), the My news page
 * (app/routes/my-news.tsx), whose words the follow island shows (app/islands/follow.ts), and the
 * newsletter's 'Following' option in Settings.
 */
export const following = {
  'follow.follow': 'Follow',
  'follow.following': 'Following',
  'follow.unfollowHint': 'Stop following',
  'follow.failed': 'Could not change what you follow. Please try again.',
  'follow.full': 'You can follow up to {limit} topics. Unfollow one to follow another.',
  'follow.myNews': 'See it in My news',
  'follow.storyTopics': 'Follow these topics',
  'myNews.title': 'My news',
  'myNews.metaDescription':
    'The newest stories from the tags, sections and writers you follow, and your saved stories.',
  'myNews.intro':
    'Follow a tag, a section or a writer from their page, and their newest stories gather here. Signed in, what you follow goes with your account to any device.',
  'myNews.noScript': 'What you follow is kept by your browser: turn on JavaScript to see your news.',
  'myNews.topics': 'Your topics',
  'myNews.topicsEmpty':
    '<strong>You follow nothing yet.</strong>Press Follow on a tag’s, a section’s or a writer’s page. Or start with a section:',
  'myNews.latest': 'Latest from what you follow',
  'myNews.latestEmpty': 'Nothing new yet from what you follow.',
  'myNews.latestNone': 'Follow a topic and its newest stories appear here.',
  'myNews.failed': 'The stories could not be loaded. Please try again later.',
  'myNews.saved': 'Saved stories',
  'myNews.savedEmpty': '<strong>No saved stories yet.</strong>Press Save on any story to keep it here.',
  'myNews.unfollow': 'Unfollow',
  'myNews.unfollowNamed': 'Unfollow {name}',
  'myNews.kindTag': 'Tag',
  'myNews.kindSection': 'Section',
  'myNews.kindAuthor': 'Writer',
  'userMenu.myNews': 'My news',
  'settings.newsletterFollowing': 'Following: add the newest stories from what I follow',
  'settings.newsletterFollowingHint':
    'Up to 5 stories of the last day from the tags, sections and writers you follow, in a section of their own.',
  'settings.newsletterFollowingSave': 'Save newsletter choice',
  'settings.newsletterFollowingOn': 'Your newsletter now adds stories from what you follow.',
  'settings.newsletterFollowingOff': 'Your newsletter no longer adds stories from what you follow.',
} as const;
