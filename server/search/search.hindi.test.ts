import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Edition } from '../../core/editions';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../core/search';
import type { NewArticleRow } from '../db/schema';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { insertArticle } from '../../tests/helpers/factories';
import type { SearchResult } from './search.service';

/**
 * What readers of the Hindi edition get from search (docs/decisions/009-editions.md), pinned on
 * a small corpus of Hindi stories and a few English ones on the same subjects: the Hindi part of
 * the search quality test (search.quality.test.ts). The Hindi stories' words are stemmed by
 * PostgreSQL's `hindi` configuration (Snowball's light stemmer, no stop words; its Latin words
 * go to the English stemmer), and a Hindi search parses its query with the same.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const now = Date.now();

const hindi: Record<string, Partial<NewArticleRow>> = {
  monsoonKerala: {
    title: 'केरल में तय समय से तीन दिन पहले पहुंचा मानसून',
    description: 'मौसम विभाग ने तटीय जिलों में अगले पांच दिन भारी बारिश का ऑरेंज अलर्ट जारी किया है।',
    content:
      '<p>दक्षिण-पश्चिम मानसून ने गुरुवार को केरल में दस्तक दे दी। भारत मौसम विज्ञान विभाग के मुताबिक इस बार मानसून अपनी सामान्य तारीख, एक जून से तीन दिन पहले पहुंचा है।</p><p>तिरुवनंतपुरम और कोच्चि में सुबह से रुक-रुक कर बारिश हो रही है। मछुआरों को समुद्र में न जाने की सलाह दी गई है।</p>',
    category: 'India',
    publishedAt: new Date(now - 2 * DAY),
  },
  farmersSowing: {
    title: 'खरीफ की बुवाई के लिए खेत तैयार करने में जुटे किसान',
    description: 'बीज और खाद की दुकानों पर भीड़ बढ़ी, सहकारी समितियों में यूरिया का पर्याप्त भंडार।',
    content:
      '<p>विदर्भ और मराठवाड़ा के किसान अब मानसून की पहली बारिशों का इंतज़ार कर रहे हैं। कृषि विभाग ने सलाह दी है कि कम से कम 75 मिलीमीटर बारिश होने के बाद ही कपास और सोयाबीन की बुवाई करें, वरना बीज खराब हो सकता है।</p>',
    category: 'India',
    publishedAt: new Date(now - 1 * DAY),
  },
  farmersMarch: {
    title: 'एमएसपी की कानूनी गारंटी की मांग पर किसानों का दिल्ली कूच',
    description: 'शंभू बॉर्डर पर पुलिस ने कई परतों में बैरिकेड लगाए; किसान नेताओं ने कहा कि आंदोलन शांतिपूर्ण रहेगा।',
    content:
      '<p>पंजाब और हरियाणा के हज़ारों किसान ट्रैक्टर-ट्रॉलियों में महीनों का राशन लेकर निकले हैं। संयुक्त किसान मोर्चा का कहना है कि सरकार ने दो साल पहले किए गए वादे पूरे नहीं किए।</p>',
    category: 'India',
    publishedAt: new Date(now - 3 * DAY),
  },
  delhiRain: {
    title: 'दिल्ली में दो घंटे की बारिश से कई इलाकों में जलभराव',
    description: 'मिंटो ब्रिज के नीचे फिर पानी भरा; ट्रैफिक पुलिस ने वैकल्पिक रास्तों की सूची जारी की।',
    content:
      '<p>शनिवार सुबह हुई तेज़ बारिश ने नगर निगम के दावों की पोल खोल दी। आईटीओ, प्रगति मैदान और धौला कुआं पर घंटों जाम लगा रहा। मौसम विभाग ने अगले दो दिन और बारिश का अनुमान जताया है।</p>',
    category: 'India',
    publishedAt: new Date(now - 4 * DAY),
  },
  cyclone: {
    title: 'ओडिशा के तट से टकराया चक्रवात, दस लाख लोग सुरक्षित जगहों पर पहुंचाए गए',
    description: 'बंगाल की खाड़ी में बना कम दबाव का क्षेत्र गुरुवार रात तूफान में बदल गया था।',
    content:
      '<p>पुरी और गंजाम में 120 किलोमीटर प्रति घंटे की रफ्तार से हवाएं चलीं और कई जगह पेड़ उखड़ गए। एनडीआरएफ की 40 टीमें तैनात हैं। मुख्यमंत्री ने कहा कि किसी की जान नहीं गई है।</p>',
    category: 'India',
    publishedAt: new Date(now - 6 * DAY),
  },
  election: {
    title: 'बिहार विधानसभा चुनाव: पहले चरण में 64 फीसदी मतदान',
    description: 'चुनाव आयोग के मुताबिक इस बार महिलाओं ने पुरुषों से ज़्यादा वोट डाले।',
    content:
      '<p>121 सीटों पर हुए मतदान में ग्रामीण इलाकों में सुबह से ही लंबी कतारें दिखीं। दूसरे चरण का मतदान 11 नवंबर को होगा और नतीजे 14 नवंबर को आएंगे।</p>',
    category: 'India',
    publishedAt: new Date(now - 3 * DAY - 6 * HOUR),
  },
  electionOld: {
    title: 'महाराष्ट्र में निकाय चुनावों की तारीखों का एलान',
    description: 'राज्य निर्वाचन आयोग ने कहा कि मतदान तीन चरणों में होगा।',
    content: '<p>मुंबई, पुणे और नागपुर समेत 29 नगर निगमों में चुनाव होंगे। आचार संहिता तुरंत प्रभाव से लागू हो गई है।</p>',
    category: 'India',
    publishedAt: new Date(now - 400 * DAY),
  },
  visaFees: {
    title: 'अमेरिका ने एच-1बी वीज़ा की फीस बढ़ाई, भारतीय पेशेवरों पर सबसे ज़्यादा असर',
    description: 'नए नियम अगले साल मार्च से लागू होंगे; आईटी कंपनियों ने फैसले पर चिंता जताई।',
    content:
      '<p>अमेरिकी गृह सुरक्षा विभाग के आंकड़ों के मुताबिक पिछले साल जारी हुए एच-1बी वीज़ा में से 70 फीसदी से ज़्यादा भारतीयों को मिले थे। विदेश मंत्रालय ने कहा है कि वह अमेरिकी प्रशासन के संपर्क में है।</p>',
    category: 'World',
    publishedAt: new Date(now - 5 * DAY),
  },
  nepalLandslide: {
    title: 'नेपाल में भूस्खलन से पृथ्वी राजमार्ग बंद, सैकड़ों यात्री फंसे',
    description: 'लगातार बारिश से त्रिशूली नदी उफान पर है; सेना राहत कार्य में जुटी।',
    content:
      '<p>काठमांडू से करीब 80 किलोमीटर दूर चितवन जिले में रात भर हुई बारिश के बाद पहाड़ का एक हिस्सा सड़क पर आ गिरा। फंसे हुए यात्रियों में कई भारतीय तीर्थयात्री भी हैं।</p>',
    category: 'World',
    publishedAt: new Date(now - 2 * DAY - 6 * HOUR),
  },
  ukraineTalks: {
    title: 'रूस-यूक्रेन युद्धविराम पर इस्तांबुल में बातचीत का दूसरा दौर',
    description: 'दोनों पक्ष कैदियों की अदला-बदली पर सहमत, लेकिन सीमा के सवाल पर गतिरोध बरकरार।',
    content: '<p>तुर्की के विदेश मंत्री ने कहा कि बातचीत सकारात्मक माहौल में हुई। अगले दौर की तारीख अभी तय नहीं हुई है।</p>',
    category: 'World',
    publishedAt: new Date(now - 7 * DAY),
  },
  cricketTest: {
    title: 'पर्थ टेस्ट: कोहली के शतक से भारत की पकड़ मज़बूत',
    description: 'ऑस्ट्रेलिया को जीत के लिए 534 रनों का लक्ष्य, दूसरी पारी में 12 रन पर तीन विकेट गिरे।',
    content:
      '<p>विराट कोहली ने 143 गेंदों में नाबाद 100 रन बनाए, जो टेस्ट क्रिकेट में उनका 30वां शतक है। यशस्वी जायसवाल ने 161 रनों की पारी खेली।</p><p>जसप्रीत बुमराह ने शाम के सत्र में दो विकेट झटके।</p>',
    category: 'Sports',
    publishedAt: new Date(now - 1 * DAY - 12 * HOUR),
  },
  womenCricket: {
    title: 'महिला क्रिकेट: मंधाना की तूफानी पारी, भारत ने श्रृंखला 2-1 से जीती',
    description: 'निर्णायक वनडे में भारतीय टीम ने दक्षिण अफ्रीका को 84 रन से हराया।',
    content:
      '<p>स्मृति मंधाना ने 92 गेंदों में 117 रन बनाए। कप्तान हरमनप्रीत कौर ने कहा कि विश्व कप से पहले यह जीत टीम का आत्मविश्वास बढ़ाएगी।</p>',
    category: 'Sports',
    publishedAt: new Date(now - 4 * DAY - 6 * HOUR),
  },
  hockey: {
    title: 'हॉकी: आखिरी मिनट के गोल से भारत ने जर्मनी को 3-2 से हराया',
    description: 'कप्तान हरमनप्रीत सिंह ने पेनल्टी कॉर्नर पर दो गोल दागे।',
    content:
      '<p>भुवनेश्वर के कलिंगा स्टेडियम में खेले गए प्रो लीग मुकाबले में जर्मनी आधे समय तक 2-1 से आगे था। आखिरी मिनट में अभिषेक ने मैदानी गोल कर स्टेडियम में जश्न का माहौल बना दिया।</p>',
    category: 'Sports',
    publishedAt: new Date(now - 8 * DAY),
  },
  chess: {
    title: 'गुकेश बने सबसे कम उम्र के शतरंज विश्व चैंपियन',
    description: 'सिंगापुर में 14वीं बाज़ी जीतकर चीन के डिंग लिरेन को हराया।',
    content:
      '<p>18 साल के डी गुकेश ने आखिरी बाज़ी में डिंग की एक चूक का फायदा उठाया। विश्वनाथन आनंद के बाद वे यह खिताब जीतने वाले दूसरे भारतीय हैं।</p>',
    category: 'Sports',
    publishedAt: new Date(now - 10 * DAY),
  },
  rbiRepo: {
    title: 'RBI ने रेपो रेट 0.25% घटाया, सस्ते होंगे होम लोन',
    description: 'मौद्रिक नीति समिति ने सर्वसम्मति से फैसला लिया; महंगाई लक्ष्य के दायरे में।',
    content:
      '<p>भारतीय रिज़र्व बैंक के गवर्नर ने कहा कि खुदरा महंगाई लगातार चौथे महीने चार फीसदी से नीचे रही है, इसलिए विकास को सहारा देने की गुंजाइश है। रेपो रेट अब 5.5 फीसदी है।</p>',
    category: 'Business',
    publishedAt: new Date(now - 3 * DAY - 12 * HOUR),
  },
  bankFd: {
    title: 'बड़े बैंकों ने एफडी पर ब्याज दरें घटाईं',
    description: 'रेपो रेट में कटौती के बाद एसबीआई और एचडीएफसी बैंक ने नई दरें लागू कीं।',
    content:
      '<p>वरिष्ठ नागरिकों को अब भी आधा फीसदी अतिरिक्त ब्याज मिलेगा। जानकारों का कहना है कि जिन्हें लंबी अवधि की एफडी करानी है, वे जल्द फैसला लें।</p>',
    category: 'Business',
    publishedAt: new Date(now - 2 * DAY - 12 * HOUR),
  },
  sensex: {
    title: 'शेयर बाज़ार में लगातार तीसरे दिन तेज़ी, सेंसेक्स 800 अंक चढ़ा',
    description: 'विदेशी निवेशकों की खरीदारी से बैंकिंग और आईटी शेयरों में सबसे ज़्यादा बढ़त रही।',
    content:
      '<p>निफ्टी भी 240 अंक ऊपर 24,850 पर बंद हुआ। बाज़ार के जानकारों का मानना है कि ब्याज दरों में कटौती की उम्मीद से निवेशकों का भरोसा लौटा है।</p>',
    category: 'Business',
    publishedAt: new Date(now - 1 * DAY - 6 * HOUR),
  },
  gold: {
    title: 'सोना पहली बार एक लाख रुपये के पार, चांदी भी चमकी',
    description: 'शादियों के सीज़न और वैश्विक अनिश्चितता से कीमती धातुओं की मांग बढ़ी।',
    content:
      '<p>सर्राफा बाज़ार में 24 कैरेट सोना 1,01,200 रुपये प्रति दस ग्राम पर बिका। चांदी 1,850 रुपये चढ़कर 1,14,000 रुपये प्रति किलो पर पहुंच गई।</p>',
    category: 'Business',
    publishedAt: new Date(now - 5 * DAY - 6 * HOUR),
  },
  ipoListing: {
    title: 'IPO लिस्टिंग: सूर्या सोलर के शेयर 45% प्रीमियम पर लिस्ट, निवेशकों की चांदी',
    description: 'एनएसई पर शेयर 720 रुपये पर खुला, जबकि इश्यू प्राइस 496 रुपये था।',
    content:
      '<p>कंपनी के IPO को 180 गुना से ज़्यादा सब्सक्रिप्शन मिला था। लिस्टिंग के बाद मुनाफावसूली से शेयर दिन के ऊपरी स्तर से फिसलकर 688 रुपये पर बंद हुआ।</p>',
    category: 'IPO',
    publishedAt: new Date(now - 12 * HOUR),
  },
  ipoOpens: {
    title: 'मेडिप्लस हेल्थकेयर का IPO 12 नवंबर को खुलेगा, प्राइस बैंड 340-358 रुपये',
    description: 'कंपनी 1,200 करोड़ रुपये जुटाएगी; खुदरा निवेशक कम से कम 41 शेयरों के लिए बोली लगा सकेंगे।',
    content:
      '<p>शेयरों की लिस्टिंग 17 नवंबर को बीएसई और एनएसई पर होगी। कंपनी जुटाई गई रकम का बड़ा हिस्सा नए अस्पताल खोलने और कर्ज़ चुकाने पर खर्च करेगी।</p>',
    category: 'IPO',
    publishedAt: new Date(now - 2 * DAY - 18 * HOUR),
  },
  smartphone: {
    title: 'भारत से स्मार्टफोन निर्यात एक साल में दोगुना',
    description: 'प्रोत्साहन योजना के बाद आईफोन बनाने वाली कंपनियों ने तमिलनाडु और कर्नाटक में कारखाने बढ़ाए।',
    content:
      '<p>इलेक्ट्रॉनिक्स और सूचना प्रौद्योगिकी मंत्रालय के मुताबिक पिछले वित्त वर्ष में दो लाख करोड़ रुपये के मोबाइल फोन विदेश भेजे गए। इनमें सबसे बड़ा हिस्सा अमेरिका का रहा।</p>',
    category: 'Technology',
    publishedAt: new Date(now - 6 * DAY - 6 * HOUR),
  },
  upi: {
    title: 'UPI ने तोड़ा रिकॉर्ड, अक्टूबर में 20 अरब से ज़्यादा लेनदेन',
    description: 'त्योहारी खरीदारी से डिजिटल भुगतान में उछाल; छोटे दुकानदारों के बीच QR कोड सबसे लोकप्रिय।',
    content:
      '<p>नेशनल पेमेंट्स कॉरपोरेशन ऑफ इंडिया के आंकड़ों के मुताबिक दिवाली वाले हफ्ते में रोज़ाना औसतन 72 करोड़ लेनदेन हुए। छोटे शहरों में डिजिटल भुगतान सबसे तेज़ी से बढ़ा है।</p>',
    category: 'Technology',
    publishedAt: new Date(now - 3 * DAY - 18 * HOUR),
  },
  semiconductor: {
    title: 'धोलेरा में बनेगा देश का पहला सेमीकंडक्टर चिप प्लांट',
    description: 'कंपनी ने कहा कि 2026 के अंत तक पहली चिप बाज़ार में आ जाएगी।',
    content:
      '<p>करीब 91 हज़ार करोड़ रुपये के इस प्लांट में हर महीने 50 हज़ार वेफर बनेंगे। इससे गुजरात में 20 हज़ार से ज़्यादा लोगों को सीधा रोज़गार मिलने की उम्मीद है।</p>',
    category: 'Technology',
    publishedAt: new Date(now - 9 * DAY),
  },
  dengue: {
    title: 'बारिश के बाद डेंगू के मामलों में उछाल, अस्पतालों में बेड कम पड़े',
    description: 'डॉक्टरों की सलाह: तेज़ बुखार के साथ शरीर पर चकत्ते दिखें तो खुद दवा न लें।',
    content:
      '<p>नगर निगम की रिपोर्ट के मुताबिक इस हफ्ते डेंगू के 412 नए मरीज़ मिले हैं। घरों के आसपास पानी जमा न होने दें, क्योंकि एडीज़ मच्छर साफ पानी में पनपता है।</p>',
    category: 'Health',
    publishedAt: new Date(now - 1 * DAY - 18 * HOUR),
  },
  heatwave: {
    title: 'लू से बचने के लिए क्या करें, डॉक्टरों ने बताए आसान उपाय',
    description: 'दोपहर 12 से 4 बजे के बीच धूप में निकलने से बचें और खूब पानी पिएं।',
    content:
      '<p>एम्स के डॉक्टरों के मुताबिक बुज़ुर्गों और बच्चों को लू लगने का खतरा सबसे ज़्यादा है। चक्कर आने या उल्टी होने पर तुरंत नज़दीकी अस्पताल जाएं।</p>',
    category: 'Health',
    publishedAt: new Date(now - 30 * DAY),
  },
  vaccine: {
    title: 'सर्वाइकल कैंसर का टीका अब सरकारी अस्पतालों में मुफ्त लगेगा',
    description: 'पहले चरण में 9 से 14 साल की लड़कियों को टीके लगाए जाएंगे।',
    content:
      '<p>स्वास्थ्य मंत्रालय ने कहा कि टीकाकरण अभियान स्कूलों के ज़रिए चलाया जाएगा। विशेषज्ञों के मुताबिक यह टीका सर्वाइकल कैंसर के ज़्यादातर मामलों को रोक सकता है।</p>',
    category: 'Health',
    publishedAt: new Date(now - 12 * DAY),
  },
  railwayJobs: {
    title: 'रेलवे में 32 हज़ार पदों पर भर्ती, 10वीं पास भी कर सकेंगे आवेदन',
    description: 'आवेदन की आखिरी तारीख 22 फरवरी; चयन कंप्यूटर आधारित परीक्षा और शारीरिक दक्षता परीक्षा से होगा।',
    content:
      '<p>रेलवे भर्ती बोर्ड के मुताबिक ग्रुप डी के ये पद ट्रैक मेंटेनर, पॉइंट्समैन और सहायक के हैं। सामान्य वर्ग के उम्मीदवारों को 500 रुपये फीस देनी होगी।</p>',
    category: 'Jobs',
    publishedAt: new Date(now - 2 * DAY - 3 * HOUR),
  },
  itHiring: {
    title: 'आईटी कंपनियों में फ्रेशर्स की भर्तियां घटीं, कैंपस प्लेसमेंट पर असर',
    description: 'देश की चार बड़ी कंपनियों ने पिछली छमाही में कुल कर्मचारियों की संख्या घटाई।',
    content:
      '<p>इंजीनियरिंग कॉलेजों के प्लेसमेंट अधिकारियों का कहना है कि इस साल ऑफर लेटर मिलने के बाद भी कई छात्रों की जॉइनिंग टल गई है।</p>',
    category: 'Jobs',
    publishedAt: new Date(now - 5 * DAY - 12 * HOUR),
  },
  nursesGulf: {
    title: 'खाड़ी देशों में भारतीय नर्सों की मांग बढ़ी',
    description: 'केरल और पश्चिम बंगाल से सबसे ज़्यादा आवेदन; भर्ती एजेंसियों को सरकार की मंज़ूरी ज़रूरी।',
    content: '<p>सऊदी अरब और संयुक्त अरब अमीरात के अस्पतालों ने इस साल पांच हज़ार से ज़्यादा नर्सों की भर्ती का लक्ष्य रखा है।</p>',
    category: 'Jobs',
    publishedAt: new Date(now - 9 * DAY - 12 * HOUR),
  },
  draftMonsoon: {
    title: 'मानसून का मसौदा',
    description: 'अभी प्रकाशित नहीं।',
    content: '<p>मानसून मानसून मानसून</p>',
    status: 'draft',
    publishedAt: null,
  },
};

const english: Record<string, Partial<NewArticleRow>> = {
  enMonsoon: {
    title: 'Monsoon reaches Kerala three days early',
    description: 'Forecasters expect heavy rain along the coast this week.',
    content: '<p>The southwest monsoon set in over Kerala on Thursday, the weather office said.</p>',
    category: 'India',
    publishedAt: new Date(now - 2 * DAY - 1 * HOUR),
  },
  enIpo: {
    title: 'Surya Solar shares list at a 45% premium',
    description: 'The IPO was subscribed 180 times; the listing price was Rs 720 against an issue price of Rs 496.',
    content: '<p>Profit-taking pulled the stock back to Rs 688 by the close.</p>',
    category: 'IPO',
    publishedAt: new Date(now - 13 * HOUR),
  },
  enCricket: {
    title: 'Perth Test: Kohli century puts India in command',
    description: 'Australia need 534 to win and are three down.',
    content: '<p>Virat Kohli reached his 30th Test hundred off 143 balls.</p>',
    category: 'Sports',
    publishedAt: new Date(now - 1 * DAY - 13 * HOUR),
  },
  enRbi: {
    title: 'RBI cuts the repo rate by 25 basis points',
    description: 'Home loans will get cheaper, the governor said.',
    content: '<p>Retail inflation has stayed below four per cent for four months.</p>',
    category: 'Business',
    publishedAt: new Date(now - 3 * DAY - 13 * HOUR),
  },
};

const keyOf: Record<string, string> = {};
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const [edition, stories] of [
    ['hi', hindi],
    ['en', english],
  ] as const) {
    for (const [key, story] of Object.entries(stories)) {
      const article = await insertArticle(t.database.db, { slug: `hindi-${key.toLowerCase()}`, edition, ...story });
      keyOf[article.slug] = key;
    }
  }
});
afterAll(() => t.close());

async function search(q: string, edition: Edition = 'hi') {
  const res = await t.app.request(`/api/search?q=${encodeURIComponent(q)}&edition=${edition}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResult;
}

async function keys(q: string, edition: Edition = 'hi'): Promise<string[]> {
  return (await search(q, edition)).results.map((r) => keyOf[r.slug] ?? r.slug);
}

const S = HIGHLIGHT_START;
const E = HIGHLIGHT_END;

/**
 * Hindi queries and the stories they must find, best first (keys of `hindi`). What the `hindi`
 * configuration does to the words (`to_tsvector('hindi', …)`): it takes the plural and oblique
 * endings off ('शेयरों' and 'शेयर' are 'शेयर', 'किसानों' 'किसान', 'बारिशों' 'बारिश', 'भर्तियां'
 * 'भर्त', 'टीके' and 'टीका' 'टीक') and a final vowel sign ('डेंगू' and 'डेंगु' are 'डेंग'); Latin
 * words are the English stemmer's ('IPO' is 'ipo').
 */
const QUERIES: { query: string; expected: string[]; why: string }[] = [
  // Other forms of a word.
  { query: 'शेयरों', expected: ['ipoListing', 'sensex', 'ipoOpens'], why: "finds 'शेयर' in titles" },
  { query: 'शेयर', expected: ['ipoListing', 'sensex', 'ipoOpens'], why: "finds 'शेयरों' as well" },
  {
    query: 'बारिशों',
    expected: ['dengue', 'delhiRain', 'monsoonKerala', 'nepalLandslide', 'farmersSowing'],
    why: "finds 'बारिश': titles, then descriptions, then a body",
  },
  { query: 'किसानों', expected: ['farmersMarch', 'farmersSowing'], why: "finds a title saying 'किसान'" },
  { query: 'किसान', expected: ['farmersMarch', 'farmersSowing'], why: "finds a title saying 'किसानों'" },
  { query: 'चुनावों', expected: ['election', 'electionOld'], why: "finds 'चुनाव', the newer story first" },
  { query: 'भर्तियां', expected: ['railwayJobs', 'itHiring', 'nursesGulf'], why: "finds 'भर्ती'" },
  { query: 'टीके', expected: ['vaccine'], why: "finds 'टीका'" },
  { query: 'डेंगु', expected: ['dengue'], why: "finds 'डेंगू' written with the short vowel" },
  // Every word of a query, in any order.
  { query: 'कोहली शतक', expected: ['cricketTest'], why: 'needs both words' },
  { query: 'रेपो रेट', expected: ['rbiRepo', 'bankFd'], why: 'a title match above a description match' },
  {
    query: 'बंगाल की खाड़ी',
    // 'की' is a stop word (core/search.ts): the story that says the words together leads.
    expected: ['cyclone', 'nursesGulf'],
    why: 'unquoted: the words anywhere',
  },
  { query: 'चुनाव -बिहार', expected: ['electionOld'], why: 'leaves out a word after a minus sign' },
  { query: 'गुकेश or हॉकी', expected: ['hockey', 'chess'], why: "either word with 'or'" },
  // Phrases.
  { query: '"बंगाल की खाड़ी"', expected: ['cyclone'], why: 'quoted: only where the words stand together' },
  { query: '"खाड़ी बंगाल"', expected: [], why: 'quoted: in order' },
  { query: '"मानसून की पहली बारिश"', expected: ['farmersSowing'], why: "a phrase of stems: the body says 'बारिशों'" },
  { query: '"IPO लिस्टिंग"', expected: ['ipoListing'], why: 'a phrase of a Latin word and a Hindi one' },
  // Hindi and English words together.
  { query: 'IPO लिस्टिंग', expected: ['ipoListing', 'ipoOpens'], why: 'the listing in the title, then in the body' },
  { query: 'RBI रेपो रेट', expected: ['rbiRepo'], why: 'only one story names the RBI' },
  { query: 'ipo', expected: ['ipoListing', 'ipoOpens'], why: 'Latin words in any case' },
  // Words only a body holds.
  { query: 'कपास', expected: ['farmersSowing'], why: 'in the body only' },
  { query: 'रिज़र्व बैंक', expected: ['rbiRepo'], why: 'in the body only' },
  { query: 'मानसून', expected: ['monsoonKerala', 'farmersSowing'], why: 'the title above the body; never the draft' },
];

describe('search quality (Hindi)', () => {
  it.each(QUERIES)('$query: $why', async ({ query, expected }) => {
    expect(await keys(query)).toEqual(expected);
  });

  it('finds every form of a word in the same stories', async () => {
    expect(await keys('बारिश')).toEqual(await keys('बारिशों'));
    expect(await keys('भर्ती')).toEqual(await keys('भर्तियां'));
    expect(await keys('टीका')).toEqual(await keys('टीके'));
  });

  it('answers a query of nothing known with no results and no error', async () => {
    expect((await search('ज़ज़ज़ क़क़क़')).pagination).toMatchObject({ totalItems: 0, totalPages: 0 });
  });
});

describe('Hindi and English editions', () => {
  it('finds no Hindi story for a Hindi query in the English edition', async () => {
    expect(await keys('मानसून', 'en')).toEqual([]);
    expect(await keys('कोहली शतक', 'en')).toEqual([]);
    expect(await keys('IPO लिस्टिंग', 'en')).toEqual([]);
  });

  it('finds no English story for an English query in the Hindi edition', async () => {
    expect(await keys('monsoon')).toEqual([]);
    expect(await keys('Kohli century')).toEqual([]);
    expect(await keys('repo rate')).toEqual([]);
  });

  it("answers the same subject with each edition's own stories", async () => {
    expect(await keys('IPO', 'en')).toEqual(['enIpo']);
    expect(await keys('IPO', 'hi')).toEqual(['ipoListing', 'ipoOpens']);
    expect(await keys('RBI', 'en')).toEqual(['enRbi']);
    expect(await keys('RBI', 'hi')).toEqual(['rbiRepo']);
    expect(await keys('Kerala monsoon', 'en')).toEqual(['enMonsoon']);
    expect(await keys('केरल मानसून', 'hi')).toEqual(['monsoonKerala']);
    expect((await search('IPO', 'en')).pagination.totalItems).toBe(1);
    expect((await search('IPO', 'hi')).pagination.totalItems).toBe(2);
  });
});

describe("'Did you mean' in Hindi", () => {
  it('offers the nearest known word for a misspelt one, and the suggestion finds stories', async () => {
    const monsoon = await search('मानसुन');
    expect(monsoon.results).toEqual([]);
    expect(monsoon.suggestion).toBe('मानसून');
    expect(await keys(monsoon.suggestion ?? '')).toEqual(['monsoonKerala', 'farmersSowing']);

    expect((await search('चुनाब')).suggestion).toBe('चुनाव');
  });

  it('keeps the rest of the query', async () => {
    const { suggestion } = await search('केरल मानसुन');
    expect(suggestion).toBe('केरल मानसून');
    expect(await keys(suggestion ?? '')).toEqual(['monsoonKerala']);
  });

  it('offers in the English edition no Hindi word that no English story holds', async () => {
    expect((await search('मानसुन', 'en')).suggestion).toBeNull();
  });

  // The words table leaves out every word with a virama or a nukta ('क्रिकेट', 'दिल्ली',
  // 'ज़्यादा', 'बाज़ार': more than a quarter of this corpus's Hindi words): migration 0011's trigger keeps
  // only words matching '^[[:alpha:]]+$', and U+094D (virama) and U+093C (nukta) are not
  // alphabetic. Nothing is offered.
  it("offers 'क्रिकेट' for 'क्रिकिट'", async () => {
    const { suggestion } = await search('क्रिकिट');
    expect(suggestion).toBe('क्रिकेट');
    expect(await keys(suggestion ?? '')).toEqual(['womenCricket', 'cricketTest']);
  });
});

describe('Hindi highlights', () => {
  it('marks the matched Hindi word in the title, in the form the title writes it', async () => {
    const [march, sowing] = (await search('किसानों')).results;
    expect(march?.titleHighlighted).toContain(`${S}किसानों${E} का दिल्ली कूच`);
    expect(sowing?.titleHighlighted).toContain(`जुटे ${S}किसान${E}`);
    const [rbi] = (await search('RBI रेपो रेट')).results;
    expect(rbi?.titleHighlighted).toBe(`${S}RBI${E} ने ${S}रेपो${E} ${S}रेट${E} 0.25% घटाया, सस्ते होंगे होम लोन`);
  });

  it('gives a snippet of the Hindi body around the match, as text', async () => {
    const [hit] = (await search('कपास')).results;
    expect(hit?.snippet).toContain(`${S}कपास${E} और सोयाबीन की बुवाई करें`);
    expect(hit?.snippet).not.toContain('<p>');
    const [title] = (await search('मानसून')).results;
    expect(title?.snippet).toContain(`दक्षिण-पश्चिम ${S}मानसून${E} ने गुरुवार को केरल में दस्तक दे दी।`);
  });
});

/**
 * Where Hindi search falls short of what a Hindi reader expects: each fails today, and should
 * pass once fixed (then `it.fails` becomes `it`).
 */
describe('Hindi search: known gaps', () => {
  // Bug: a query is not put in a Unicode normal form, nor are the stories. 'ज़' typed as one
  // code point (U+095B, as some keyboards and copied text give it) is canonically the same as
  // 'ज' + nukta (U+091C U+093C), which the stories hold, but it is another lexeme, so it finds
  // nothing ('बाज़ार' so typed is even offered 'बार').
  it('finds a word with a nukta however the nukta is encoded', async () => {
    const precomposed = 'ते\u095Bी';
    expect(precomposed.normalize('NFC')).toBe('तेज़ी');
    expect(await keys(precomposed)).toEqual(await keys('तेज़ी'));
  });

  // The Snowball stemmer takes a vowel sign off a two-letter word: 'लू', 'लिए', 'ले', 'ली' are all
  // 'ल' (and 'का', 'की', 'के', 'को' all 'क'), and nothing is a stop word; 'लू' finds every story
  // saying 'के लिए'.
  it.fails("finds only the heatwave story for 'लू'", async () => {
    expect(await keys('लू')).toEqual(['heatwave']);
  });

  // 'कंपनी' is stemmed 'कंप' ('-नी' taken as a verb's ending), 'कंपनियों' 'कंपन'.
  it.fails("finds 'कंपनियों' for 'कंपनी'", async () => {
    expect(await keys('कंपनी')).toEqual(expect.arrayContaining(['itHiring', 'visaFees', 'smartphone']));
  });

  // Hindi is written with and without the nukta ('बाज़ार', 'बाजार'); they are different words here.
  it.fails("finds 'बाज़ार' for 'बाजार'", async () => {
    expect(await keys('बाजार')).toEqual(await keys('बाज़ार'));
  });
});
