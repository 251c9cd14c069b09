import type { pages as english } from '../en/pages';

/** The site's own pages: about, contact and the legal pages' titles and summaries. */
export const pages: Record<keyof typeof english, string> = {
  'about.title': '{siteName} के बारे में',
  'about.description':
    '{siteName} पर भरोसेमंद तृतीय-पक्ष स्रोतों और हमारे अपने न्यूज़रूम की ख़बरें एक जगह मिलती हैं। 2024 में स्थापित, मुख्यालय भारत में।',
  'legal.privacyPolicy.title': 'गोपनीयता नीति',
  'legal.privacyPolicy.description':
    'हम आपकी व्यक्तिगत जानकारी कैसे एकत्र करते हैं, उसका उपयोग कैसे करते हैं और उसे कैसे सुरक्षित रखते हैं।',
  'legal.termsOfService.title': 'सेवा की शर्तें',
  'legal.termsOfService.description': 'वे शर्तें जो इस साइट के आपके उपयोग पर लागू होती हैं।',
  'legal.disclaimer.title': 'अस्वीकरण',
  'legal.disclaimer.description': 'इस साइट पर प्रकाशित जानकारी की सीमाएँ।',
  'legal.cookiePolicy.title': 'कुकी नीति',
  'legal.cookiePolicy.description': 'हम कौन-सी कुकीज़ इस्तेमाल करते हैं, क्यों, कितने समय के लिए, और आप उन्हें कैसे नियंत्रित कर सकते हैं।',
};
