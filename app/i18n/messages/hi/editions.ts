import type { editions as english } from '../en/editions';

/** The sections' names as Hindi news sites name them, and the switch between editions. */
export const editions: Record<keyof typeof english, string> = {
  'category.India': 'देश',
  'category.World': 'दुनिया',
  'category.Health': 'सेहत',
  'category.Jobs': 'नौकरी',
  'category.Sports': 'खेल',
  'category.Technology': 'टेक',
  'category.IPO': 'आईपीओ',
  'category.Business': 'कारोबार',
  'category.Entertainment': 'मनोरंजन',
  'category.Other': 'अन्य',
  'categoryTitle.India': 'देश की ख़बरें',
  'categoryTitle.World': 'दुनिया की ख़बरें',
  'categoryTitle.Health': 'सेहत की ख़बरें',
  'categoryTitle.Jobs': 'नौकरी की ख़बरें',
  'categoryTitle.Sports': 'खेल की ख़बरें',
  'categoryTitle.Technology': 'टेक की ख़बरें',
  'categoryTitle.IPO': 'आईपीओ और शेयर बाज़ार की ख़बरें',
  'categoryTitle.Business': 'कारोबार की ख़बरें',
  'categoryTitle.Entertainment': 'मनोरंजन की ख़बरें',
  'categoryTitle.Other': 'अन्य ख़बरें',
  'edition.language.en': 'अंग्रेज़ी',
  'edition.language.hi': 'हिन्दी',
  'searchPage.elsewhere':
    '{language} में {capped, select, yes {लगभग {count}} other {{count}}} {count, plural, one {ख़बर} other {ख़बरें}}',
  'searchPage.elsewhereAll': '{language} के सभी नतीजे',
  'edition.switchLabel': 'संस्करण',
};
