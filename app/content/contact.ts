export const CONTACT_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'How often is the news updated?',
    answer:
      'New stories are fetched from our sources every morning and published throughout the day, alongside breaking news and stories written by our own staff as events happen.',
  },
  {
    question: 'How can I suggest a news source?',
    answer:
      'Send us a message using the form above with the name of the source, a link to its website or RSS feed, and a short note on why you think it would be useful to our readers. Our editorial team reviews every suggestion.',
  },
  {
    question: 'Is there a mobile app?',
    answer:
      'A mobile app is in development. In the meantime, the website works well on phones and tablets, so you can read, search and share the news from any mobile browser.',
  },
  {
    question: 'How do I report an issue or a correction?',
    answer:
      'Use the form above and choose a clear subject, such as “Correction” or “Technical issue”. Include a link to the story or page and a short description of the problem, and we will look into it as quickly as we can.',
  },
];
