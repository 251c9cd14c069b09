import type { Edition } from './editions';

/**
 * What the server says of followed topics in each edition's language (docs/product.md, 'Alerts and
 * following'): a followed-topic alert's words and the newsletter's 'From what you follow'. The
 * server may not import the pages' catalogue (app/i18n/), so they are here, as the feeds' are
 * in core/feed-texts.ts. Topic names are joined by the caller's list format.
 */
export interface FollowTexts {
  /** The body of an alert of one story: 'New in Monsoon and Sports'. */
  newIn(topics: string): string;
  /** The title of an alert of several stories: '3 new stories from what you follow'. */
  several(count: number): string;
  /** The body of an alert of several stories: 'In Monsoon, Sports and Asha Rao'. */
  inTopics(topics: string): string;
  /** The alerts history's title of a run's alert. */
  historyTitle: string;
  /** The newsletter's section. */
  newsletterHeading: string;
}

export const FOLLOW_TEXTS: Readonly<Record<Edition, FollowTexts>> = {
  en: {
    newIn: (topics) => `New in ${topics}`,
    several: (count) => `${count} new stories from what you follow`,
    inTopics: (topics) => `In ${topics}`,
    historyTitle: 'New stories from what readers follow',
    newsletterHeading: 'From what you follow',
  },
  hi: {
    newIn: (topics) => `${topics} में नई ख़बर`,
    several: (count) => `आपके चुने विषयों की ${count} नई ख़बरें`,
    inTopics: (topics) => `${topics} से`,
    historyTitle: 'पाठकों के चुने विषयों की नई ख़बरें',
    newsletterHeading: 'आपके चुने विषयों से',
  },
};

/** Topic names as one phrase ('Monsoon, Sports and Asha Rao'; Hindi 'मानसून, खेल और आशा राव'). */
export function joinTopicNames(names: readonly string[], edition: Edition): string {
  const locale = edition === 'hi' ? 'hi-IN' : 'en-IN';
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}
