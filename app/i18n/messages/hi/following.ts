import type { following as english } from '../en/following';

/** Following: the Follow buttons, the My news page and the newsletter's option, in Hindi. */
export const following: Record<keyof typeof english, string> = {
  'follow.follow': 'फ़ॉलो करें',
  'follow.following': 'फ़ॉलो कर रहे हैं',
  'follow.unfollowHint': 'फ़ॉलो करना बंद करें',
  'follow.failed': 'फ़ॉलो की आपकी पसंद नहीं बदली जा सकी। कृपया फिर से कोशिश करें।',
  'follow.full': 'आप ज़्यादा से ज़्यादा {limit} विषय फ़ॉलो कर सकते हैं। नया विषय फ़ॉलो करने के लिए कोई एक अनफ़ॉलो करें।',
  'follow.myNews': 'मेरी ख़बरें में देखें',
  'follow.storyTopics': 'इन विषयों को फ़ॉलो करें',
  'myNews.title': 'मेरी ख़बरें',
  'myNews.metaDescription': 'आपके फ़ॉलो किए टैग, सेक्शन और लेखकों की ताज़ा ख़बरें, और आपकी सहेजी गई ख़बरें।',
  'myNews.intro':
    'किसी टैग, सेक्शन या लेखक को उनके पेज से फ़ॉलो करें, उनकी ताज़ा ख़बरें यहाँ मिलेंगी। साइन इन करने पर आपकी फ़ॉलो की सूची आपके अकाउंट के साथ हर डिवाइस पर रहती है।',
  'myNews.noScript': 'आपकी फ़ॉलो की सूची आपका ब्राउज़र रखता है: अपनी ख़बरें देखने के लिए JavaScript चालू करें।',
  'myNews.topics': 'आपके विषय',
  'myNews.topicsEmpty':
    '<strong>आप अभी कुछ भी फ़ॉलो नहीं कर रहे हैं।</strong>किसी टैग, सेक्शन या लेखक के पेज पर फ़ॉलो करें दबाएँ। या किसी सेक्शन से शुरुआत करें:',
  'myNews.latest': 'आपके फ़ॉलो किए विषयों की ताज़ा ख़बरें',
  'myNews.latestEmpty': 'आपके फ़ॉलो किए विषयों में अभी कोई नई ख़बर नहीं है।',
  'myNews.latestNone': 'कोई विषय फ़ॉलो करें, उसकी ताज़ा ख़बरें यहाँ दिखेंगी।',
  'myNews.failed': 'ख़बरें लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'myNews.saved': 'सहेजी गई ख़बरें',
  'myNews.savedEmpty': '<strong>अभी कोई ख़बर सहेजी नहीं गई है।</strong>किसी भी ख़बर पर सेव करें दबाएँ, वह यहाँ मिलेगी।',
  'myNews.unfollow': 'अनफ़ॉलो करें',
  'myNews.unfollowNamed': '{name} को अनफ़ॉलो करें',
  'myNews.kindTag': 'टैग',
  'myNews.kindSection': 'सेक्शन',
  'myNews.kindAuthor': 'लेखक',
  'userMenu.myNews': 'मेरी ख़बरें',
  'settings.newsletterFollowing': 'फ़ॉलो किए विषय: मेरे फ़ॉलो किए विषयों की ताज़ा ख़बरें भी जोड़ें',
  'settings.newsletterFollowingHint':
    'आपके फ़ॉलो किए टैग, सेक्शन और लेखकों की पिछले एक दिन की ज़्यादा से ज़्यादा 5 ख़बरें, एक अलग हिस्से में।',
  'settings.newsletterFollowingSave': 'न्यूज़लेटर की पसंद सेव करें',
  'settings.newsletterFollowingOn': 'अब आपके न्यूज़लेटर में आपके फ़ॉलो किए विषयों की ख़बरें भी होंगी।',
  'settings.newsletterFollowingOff': 'अब आपके न्यूज़लेटर में आपके फ़ॉलो किए विषयों की ख़बरें नहीं होंगी।',
};
