import { DEFAULT_EDITION, EDITIONS, inEditionPath, type Edition } from '../../core/editions';
import { CONFIRM_LINK_HOURS } from '../../core/newsletter';
import { FOLLOW_TEXTS } from '../../core/follow-texts';
import { BRAND, doc, FONT, INK, MUTED, OR_OPEN, SANS, MailButton, Shell, type RenderedMail } from '../mail/layout';

export type { RenderedMail };

/**
 * The newsletter's emails (docs/product.md, 'Morning newsletter'), drawn on the server: an HTML
 * part laid out with tables and inline styles (what Gmail, Outlook and Apple Mail all render:
 * no style sheet, no script, no web font, JPEG pictures at a fixed width) and a plain-text part
 * with the same words. React escapes every story's text.
 */

/** A story as the email shows it, kept with the send so a resumed send mails the same email. */
export interface DigestStory {
  id: string;
  title: string;
  url: string;
  category: string;
  summary: string;
  /** An absolute JPEG address (the story's share picture), or null. */
  image: string | null;
}

function StoryRow({ story, lead }: { story: DigestStory; lead: boolean }) {
  return (
    <tr>
      <td style={{ padding: '16px 24px', borderTop: lead ? undefined : '1px solid #e5e5e5' }}>
        {lead && story.image ? (
          <a href={story.url}>
            <img
              src={story.image}
              width={552}
              alt=""
              style={{ display: 'block', width: '100%', maxWidth: 552, height: 'auto', border: 0, marginBottom: 12 }}
            />
          </a>
        ) : null}
        <p
          style={{
            margin: '0 0 4px',
            fontFamily: SANS,
            fontSize: 12,
            fontWeight: 700,
            letterSpacing: '0.05em',
            textTransform: 'uppercase',
            color: BRAND,
          }}
        >
          {story.category}
        </p>
        <a
          href={story.url}
          style={{
            fontFamily: FONT,
            fontSize: lead ? 24 : 19,
            lineHeight: lead ? '30px' : '25px',
            fontWeight: 700,
            color: INK,
            textDecoration: 'none',
          }}
        >
          {story.title}
        </a>
        {story.summary ? (
          <p style={{ margin: '6px 0 0', fontFamily: SANS, fontSize: 15, lineHeight: '22px', color: MUTED }}>
            {story.summary}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The words of an edition's emails (docs/decisions/009-editions.md): the server may not import
 * the pages' catalogue, so they are here. The Hindi is as Indian news sites write their mail.
 */
interface DigestTexts {
  test: string;
  why(siteName: string): string;
  unsubscribe: string;
  readOnline(siteName: string): string;
  confirmSubject(siteName: string): string;
  confirmPreheader: string;
  confirmHeading: string;
  confirmAsk(siteName: string, hours: number): string;
  /** The plain-text part's: the address follows on its own line. */
  confirmAskText(siteName: string, hours: number): string;
  confirmButton: string;
  confirmIgnore: string;
}

const DIGEST_TEXTS: Readonly<Record<Edition, DigestTexts>> = {
  en: {
    test: 'This is a test sent from the admin area.',
    why: (siteName) => `You get this email because you subscribed to ${siteName}'s morning newsletter.`,
    unsubscribe: 'Unsubscribe',
    readOnline: (siteName) => `Read ${siteName} online`,
    confirmSubject: (siteName) => `Confirm your subscription to ${siteName}`,
    confirmPreheader: 'One click and the morning newsletter is yours.',
    confirmHeading: 'Confirm your subscription',
    confirmAsk: (siteName, hours) =>
      `Someone, we hope you, asked for ${siteName}'s morning newsletter at this address: the day's top stories, every morning. To start it, confirm within ${hours} hours.`,
    confirmAskText: (siteName, hours) =>
      `Someone, we hope you, asked for ${siteName}'s morning newsletter at this address: the day's top stories, every morning. To start it, confirm within ${hours} hours by opening this address:`,
    confirmButton: 'Confirm subscription',
    confirmIgnore:
      'If you did not ask for this, ignore this email: you will not be subscribed, and we will not write again.',
  },
  hi: {
    test: 'यह एडमिन एरिया से भेजा गया टेस्ट ईमेल है।',
    why: (siteName) => `आपको यह ईमेल इसलिए मिला है क्योंकि आपने ${siteName} की सुबह की ब्रीफ़िंग सब्सक्राइब की है।`,
    unsubscribe: 'अनसब्सक्राइब करें',
    readOnline: (siteName) => `${siteName} वेबसाइट पर पढ़ें`,
    confirmSubject: (siteName) => `${siteName} न्यूज़लेटर: अपने सब्सक्रिप्शन की पुष्टि करें`,
    confirmPreheader: 'बस एक क्लिक, और सुबह की ब्रीफ़िंग आपके इनबॉक्स में।',
    confirmHeading: 'अपने सब्सक्रिप्शन की पुष्टि करें',
    confirmAsk: (siteName, hours) =>
      `इस ईमेल पते पर ${siteName} की सुबह की ब्रीफ़िंग मँगाई गई है: हर सुबह दिन की बड़ी ख़बरें। इसे शुरू करने के लिए ${hours} घंटे के अंदर पुष्टि करें।`,
    confirmAskText: (siteName, hours) =>
      `इस ईमेल पते पर ${siteName} की सुबह की ब्रीफ़िंग मँगाई गई है: हर सुबह दिन की बड़ी ख़बरें। इसे शुरू करने के लिए ${hours} घंटे के अंदर यह पता खोलें:`,
    confirmButton: 'सब्सक्रिप्शन की पुष्टि करें',
    confirmIgnore: 'अगर आपने यह नहीं मँगाया था, तो इस ईमेल को अनदेखा करें: न आपका सब्सक्रिप्शन शुरू होगा, न हम दोबारा लिखेंगे।',
  },
};

export interface DigestInput {
  siteName: string;
  publicUrl: string;
  /** The edition whose newsletter it is: its language and its home page (English when left out). */
  edition?: Edition;
  subject: string;
  stories: DigestStory[];
  /** This recipient's 'From what you follow' (their account's followed topics), after the stories. */
  following?: DigestStory[];
  /** This recipient's unsubscribe page. */
  unsubscribeUrl: string;
  /** A test sent from /admin/newsletter says so. */
  test?: boolean;
}

/**
 * The morning email: the stories, the lead with its picture, 'From what you follow' for a reader
 * who chose it (docs/product.md, 'Alerts and following'), and the unsubscribe link.
 */
export function renderDigest(input: DigestInput): RenderedMail {
  const { siteName, publicUrl, stories, unsubscribeUrl } = input;
  const following = input.following ?? [];
  const edition = input.edition ?? DEFAULT_EDITION;
  const followHeading = FOLLOW_TEXTS[edition].newsletterHeading;
  const texts = DIGEST_TEXTS[edition];
  const home = `${publicUrl}${EDITIONS[edition].prefix}/`;
  const subject = input.test ? `[Test] ${input.subject}` : input.subject;
  const why = texts.why(siteName);
  const html = doc(
    <Shell
      siteName={siteName}
      publicUrl={publicUrl}
      lang={edition}
      preheader={stories.map((story) => story.title).join(' · ')}
      footer={
        <>
          {input.test ? <p style={{ margin: '0 0 8px', fontWeight: 700 }}>{texts.test}</p> : null}
          <p style={{ margin: '0 0 8px' }}>{why}</p>
          <p style={{ margin: 0 }}>
            <a href={unsubscribeUrl} style={{ color: BRAND, fontWeight: 700 }}>
              {texts.unsubscribe}
            </a>
            {' · '}
            <a href={home} style={{ color: BRAND }}>
              {texts.readOnline(siteName)}
            </a>
          </p>
        </>
      }
    >
      <tr>
        <td style={{ padding: '0 24px', fontFamily: SANS, fontSize: 14, color: MUTED }}>
          <h1 style={{ margin: '4px 0 0', fontFamily: SANS, fontSize: 14, fontWeight: 400, color: MUTED }}>
            {input.subject}
          </h1>
        </td>
      </tr>
      {stories.map((story, i) => (
        <StoryRow key={story.id} story={story} lead={i === 0} />
      ))}
      {following.length > 0 ? (
        <tr>
          <td style={{ padding: '24px 24px 0', borderTop: `3px solid ${BRAND}` }}>
            <h2 style={{ margin: 0, fontFamily: FONT, fontSize: 20, fontWeight: 700, color: INK }}>{followHeading}</h2>
          </td>
        </tr>
      ) : null}
      {following.map((story) => (
        <StoryRow key={`following-${story.id}`} story={story} lead={false} />
      ))}
    </Shell>,
  );
  const text = [
    input.test ? `${texts.test}\n` : '',
    `${input.subject}\n${'='.repeat(Math.min(input.subject.length, 70))}\n`,
    ...[...stories, ...(following.length ? [null] : []), ...following].map((story) =>
      story === null
        ? `${followHeading}\n${'-'.repeat(Math.min(followHeading.length, 70))}\n`
        : `${story.category.toUpperCase()}\n${story.title}\n${story.summary ? `${story.summary}\n` : ''}${story.url}\n`,
    ),
    '--',
    why,
    `${texts.unsubscribe}: ${unsubscribeUrl}`,
    `${texts.readOnline(siteName)}: ${home}`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, html, text };
}

/** The email with the link that confirms a subscription, in the language of the edition it was asked from. */
export function renderConfirmation(input: {
  siteName: string;
  publicUrl: string;
  confirmUrl: string;
  edition?: Edition;
}): RenderedMail {
  const { siteName, publicUrl, confirmUrl } = input;
  const edition = input.edition ?? DEFAULT_EDITION;
  const texts = DIGEST_TEXTS[edition];
  const subject = texts.confirmSubject(siteName);
  const ask = texts.confirmAsk(siteName, CONFIRM_LINK_HOURS);
  const html = doc(
    <Shell
      siteName={siteName}
      publicUrl={publicUrl}
      lang={edition}
      preheader={texts.confirmPreheader}
      footer={<p style={{ margin: 0 }}>{texts.confirmIgnore}</p>}
    >
      <tr>
        <td style={{ padding: '12px 24px 24px', fontFamily: SANS, fontSize: 16, lineHeight: '24px', color: INK }}>
          <h1 style={{ margin: '0 0 12px', fontFamily: FONT, fontSize: 24 }}>{texts.confirmHeading}</h1>
          <p style={{ margin: '0 0 20px' }}>{ask}</p>
          <MailButton href={confirmUrl}>{texts.confirmButton}</MailButton>
          <p style={{ margin: '20px 0 0', fontSize: 13, color: MUTED }}>
            {OR_OPEN[edition]}{' '}
            <a href={confirmUrl} style={{ color: BRAND, wordBreak: 'break-all' }}>
              {confirmUrl}
            </a>
          </p>
        </td>
      </tr>
    </Shell>,
  );
  const text = [
    texts.confirmHeading,
    '',
    texts.confirmAskText(siteName, CONFIRM_LINK_HOURS),
    '',
    confirmUrl,
    '',
    '--',
    texts.confirmIgnore,
  ].join('\n');
  return { subject, html, text };
}

/** A newsletter page's address in an edition ('/newsletter/confirm' is Hindi's '/hi/newsletter/confirm'). */
export function newsletterUrl(publicUrl: string, path: string, token: string, edition: Edition): string {
  return `${publicUrl}${inEditionPath(path, edition)}?token=${encodeURIComponent(token)}`;
}
