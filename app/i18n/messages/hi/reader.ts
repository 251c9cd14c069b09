import type { reader as english } from '../en/reader';

/** Membership, donations, the newsletter, search and the contact page. */
export const reader: Record<keyof typeof english, string> = {
  // /membership
  'membershipPage.title': 'सदस्य बनें',
  'membershipPage.description': 'सदस्यता लेकर {siteName} की पत्रकारिता का साथ दें।',
  'membershipPage.breadcrumb': 'सदस्यता',
  'membershipPage.intro':
    '{siteName} अपने पाठकों के सहयोग से चलता है। आपकी सदस्यता से न्यूज़रूम की रिपोर्टिंग जारी रहती है, और हमारी ख़बरें उन सभी पाठकों के लिए खुली रहती हैं जो पैसे नहीं दे सकते।',
  'membershipPage.notOpen': 'पेड सदस्यता अभी शुरू नहीं हुई है। ख़बरें सेव करने और सुबह की ब्रीफ़िंग पाने के लिए मुफ़्त अकाउंट बनाएँ।',
  'membershipPage.member': 'आप सदस्य हैं ({tier}): शुक्रिया। आपके प्लान की जानकारी <link>आपके अकाउंट पेज</link> पर है।',
  'membershipPage.noTiers': 'अभी कोई पेड प्लान उपलब्ध नहीं है।',
  'membershipPage.signIn':
    '<signIn>सदस्यता लेने के लिए लॉग इन करें</signIn> <newHere>पहली बार आए हैं? <register>मुफ़्त अकाउंट बनाएँ</register></newHere>',
  'membershipPage.stripe':
    'भुगतान Stripe के ज़रिए होता है: आपके कार्ड की जानकारी {siteName} तक कभी नहीं पहुँचती। आप अपने अकाउंट पेज से कभी भी सदस्यता रद्द कर सकते हैं, और जिस अवधि का भुगतान किया है, उसके ख़त्म होने तक आपकी सदस्यता बनी रहेगी।',
  'membershipPage.price': '{interval, select, month {{price} प्रति माह} other {{price} प्रति वर्ष}}',
  'membershipPage.prices': '{first} या {second}',
  'membershipPage.trial':
    '{days, plural, one {आपकी पहली सदस्यता का पहला दिन मुफ़्त; उससे पहले रद्द करने पर आपसे कोई पैसा नहीं लिया जाएगा।} other {आपकी पहली सदस्यता के पहले # दिन मुफ़्त; उससे पहले रद्द करने पर आपसे कोई पैसा नहीं लिया जाएगा।}}',
  'membershipPage.subscribe':
    '{interval, select, month {मासिक सदस्यता लें} other {सालाना सदस्यता लें}}<forTier> ({tier})</forTier>',

  // /donate
  'donatePage.title': 'सहयोग करें',
  'donatePage.description': 'सहयोग राशि देकर {siteName} की स्वतंत्र पत्रकारिता का साथ दें।',
  'donatePage.heading': 'हमारी पत्रकारिता का साथ दें',
  'donatePage.intro': '{siteName} सभी के लिए मुफ़्त है। एक बार या हर महीने दी गई आपकी सहयोग राशि से रिपोर्टिंग का ख़र्च चलता है।',
  'donatePage.thanks': 'आपके सहयोग के लिए शुक्रिया। इसकी रसीद Stripe आपको ईमेल से भेजेगा।',
  'donatePage.howOften': 'कितनी बार',
  'donatePage.once': 'एक बार',
  'donatePage.monthly': 'हर महीने',
  'donatePage.amount': 'राशि',
  'donatePage.otherAmount': 'कोई और राशि',
  'donatePage.otherAmountLabel': 'कोई और राशि ({currency}, {min} से {max} तक)',
  'donatePage.submit': 'सहयोग राशि दें',
  'donatePage.stripe':
    'भुगतान Stripe लेता है: आपके कार्ड की जानकारी {siteName} तक कभी नहीं पहुँचती। हर महीने का सहयोग Stripe के पेज पर जाकर बंद किया जा सकता है; उसका लिंक आपके अकाउंट पेज पर और Stripe की रसीद में है।',
  'donatePage.closed': 'सहयोग राशि अभी स्वीकार नहीं की जा रही है।',

  // /newsletter
  'newsletterPage.title': 'सुबह की ब्रीफ़िंग',
  'newsletterPage.description': 'हर सुबह {siteName} की बड़ी ख़बरें, सीधे आपके इनबॉक्स में।',
  'newsletterPage.breadcrumb': 'न्यूज़लेटर',
  'newsletterPage.intro':
    'हर सुबह {siteName} से दिन की {count, plural, one {सबसे बड़ी ख़बर} other {# सबसे बड़ी ख़बरें}}: हमारे संपादकों की पसंद, पाठकों ने सबसे ज़्यादा क्या पढ़ा, और सबसे नई ख़बरें। रोज़ एक ईमेल, बिल्कुल मुफ़्त। हर ईमेल में एक क्लिक में अनसब्सक्राइब करने का लिंक होता है।',
  'newsletterPage.email': 'ईमेल पता',
  'newsletterPage.subscribe': 'सब्सक्राइब करें',
  'newsletterPage.editions': 'संस्करण',
  'newsletterPage.edition': '{language} न्यूज़लेटर',
  'newsletterPage.privacy':
    'आपका ईमेल पता सिर्फ़ इसी न्यूज़लेटर के लिए इस्तेमाल होगा। ज़्यादा जानकारी के लिए हमारी <link>गोपनीयता नीति</link> देखें।',

  // The sign-up box of the footer and the article page
  'newsletterSignup.title': 'सुबह की ब्रीफ़िंग',
  'newsletterSignup.text': 'हर सुबह {siteName} की बड़ी ख़बरें, सीधे आपके इनबॉक्स में। मुफ़्त; एक क्लिक में अनसब्सक्राइब करें।',
  'newsletterSignup.email': 'ईमेल पता',
  'newsletterSignup.placeholder': 'you@example.com',
  'newsletterSignup.subscribe': 'सब्सक्राइब करें',

  // /newsletter/confirm
  'newsletterConfirm.title': 'अपने सब्सक्रिप्शन की पुष्टि करें',
  'newsletterConfirm.description': 'सुबह के न्यूज़लेटर के लिए अपने सब्सक्रिप्शन की पुष्टि करें।',
  'newsletterConfirm.subscribed': 'आपका सब्सक्रिप्शन शुरू हो गया है',
  'newsletterConfirm.linkBad': 'पुष्टि का यह लिंक एक्सपायर हो चुका है या पहले ही इस्तेमाल हो चुका है। कृपया दोबारा साइन अप करें।',
  'newsletterConfirm.failed': '{reason} <link>दोबारा साइन अप करें</link>',
  'newsletterConfirm.prompt': 'बस एक क्लिक, और {siteName} की सुबह की ब्रीफ़िंग आपके इनबॉक्स में आने लगेगी।',
  'newsletterConfirm.submit': 'सब्सक्रिप्शन की पुष्टि करें',

  // /newsletter/unsubscribe
  'newsletterUnsubscribe.title': 'अनसब्सक्राइब करें',
  'newsletterUnsubscribe.description': 'सुबह का न्यूज़लेटर बंद करें।',
  'newsletterUnsubscribe.done': 'आपने अनसब्सक्राइब कर दिया है। अब आपको हमारा न्यूज़लेटर नहीं भेजा जाएगा।',
  'newsletterUnsubscribe.linkBad': 'अनसब्सक्राइब करने का यह लिंक सही नहीं है। हो सकता है यह किसी पुराने ईमेल का हो।',
  'newsletterUnsubscribe.invalid': '{reason} हर न्यूज़लेटर के सबसे नीचे उसका अपना लिंक होता है।',
  'newsletterUnsubscribe.prompt': 'इस ईमेल पते पर {siteName} की सुबह की ब्रीफ़िंग बंद करें? आप कभी भी दोबारा साइन अप कर सकते हैं।',
  'newsletterUnsubscribe.submit': 'अनसब्सक्राइब करें',

  // /search
  'searchPage.title': 'खोज',
  'searchPage.titleQuery': 'खोज: {query}',
  'searchPage.description': 'ख़बरों के आर्काइव में खोजें।',
  'searchPage.heading': 'खोज',
  'searchPage.headingQuery': '“{query}” के खोज नतीजे',
  'searchPage.help':
    'सभी प्रकाशित ख़बरों में खोजने के लिए कोई शब्द या वाक्यांश लिखें। हूबहू वाक्यांश खोजने के लिए उसे उद्धरण चिह्नों ("") में लिखें, और किसी शब्द को नतीजों से बाहर रखने के लिए उसके आगे माइनस (-) लगाएँ।',
  'searchPage.timedOut': 'इस खोज में बहुत ज़्यादा समय लग गया',
  'searchPage.timedOutText':
    'आपको इंतज़ार न करना पड़े, इसलिए हमने इसे बीच में रोक दिया। कम शब्दों या ज़्यादा सटीक शब्दों से खोजें, या थोड़ी देर बाद फिर कोशिश करें।',
  'searchPage.noResults': 'कोई नतीजा नहीं मिला',
  'searchPage.didYouMean': 'क्या आप <link>{suggestion}</link> खोजना चाहते थे?',
  'searchPage.noMatch':
    '“{query}” से मेल खाती कोई प्रकाशित ख़बर नहीं मिली। वर्तनी जाँच लें, कम या ज़्यादा सामान्य शब्दों से खोजें, या <link>ताज़ा ख़बरें</link> देखें।',
  'searchPage.count':
    '{capped, select, yes {लगभग {total} {count, plural, one {ख़बर मिली} other {ख़बरें मिलीं}}; इनमें से सबसे हाल की ख़बरों के सबसे सटीक नतीजे दिखाए जा रहे हैं।} other {{total} {count, plural, one {ख़बर मिली} other {ख़बरें मिलीं}}।}}',
  'searchPage.snippet': '… {snippet} …',

  // /contact
  'contactPage.title': 'संपर्क करें',
  'contactPage.description': 'सवाल, सुधार या ख़बर की टिप: हमारे न्यूज़रूम तक कैसे पहुँचें, हमारे काम के घंटे, और आम सवालों के जवाब।',
  'contactPage.breadcrumb': 'संपर्क',
  'contactPage.intro': 'सवाल, सुधार, ख़बर की टिप या सुझाव: हम हर संदेश पढ़ते हैं।',
  'contactPage.details': 'संपर्क की जानकारी',
  'contactPage.followUs': 'हमें फ़ॉलो करें',
  'contactPage.formHeading': 'हमें संदेश भेजें',
  'contactPage.name': 'पूरा नाम',
  'contactPage.email': 'ईमेल पता',
  'contactPage.subject': 'विषय',
  'contactPage.message': 'संदेश',
  'contactPage.send': 'संदेश भेजें',
  'contactPage.sent': 'आपके संदेश के लिए शुक्रिया! हम जल्द ही आपसे संपर्क करेंगे।',
  'contactPage.faq': 'अक्सर पूछे जाने वाले सवाल',
  'contactPage.noDetails': 'इस फ़ॉर्म से हमें लिखें: हर संदेश सीधे न्यूज़रूम तक पहुँचता है।',
  'contactPage.emailTerm': 'ईमेल',
  'contactPage.phoneTerm': 'फ़ोन',
  'contactPage.addressTerm': 'पता',
  'contactPage.hoursTerm': 'समय',
};
