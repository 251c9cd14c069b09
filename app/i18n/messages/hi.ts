import type { Messages } from './en';

/** The Hindi catalogue (docs/decisions/009-editions.md): the words a Hindi news site uses. */
export const hi: Messages = {
  'footer.company': 'कंपनी',
  'footer.about': 'हमारे बारे में',
  'footer.contact': 'संपर्क करें',
  'footer.privacy': 'गोपनीयता नीति',
  'footer.terms': 'उपयोग की शर्तें',
  'footer.disclaimer': 'अस्वीकरण',
  'footer.cookiePolicy': 'कुकी नीति',
  'footer.support': 'हमारा साथ दें',
  'footer.becomeMember': 'सदस्य बनें',
  'footer.donate': 'सहयोग राशि दें',
  'footer.content': 'सामग्री',
  'footer.followUs': 'हमें फ़ॉलो करें',
  'footer.rights': '© {year} {siteName}. सर्वाधिकार सुरक्षित।',
  'footer.cookieSettings': 'कुकी सेटिंग्स',
  'footer.builtWithCare': '{siteName} टीम ने पूरी लगन से बनाया।',
};
