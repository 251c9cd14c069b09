import { RESET_LINK_HOURS, SIGN_IN_LINK_MINUTES, VERIFY_LINK_HOURS } from '../../core/account';
import { DEFAULT_EDITION, type Edition } from '../../core/editions';
import { BRAND, doc, FONT, INK, MUTED, OR_OPEN, SANS, MailButton, Shell, type RenderedMail } from './layout';

/**
 * The emails an account gets (docs/product.md, 'Emails to an account'): a link to verify its
 * address, a link to choose a new password, and a story sent back by an editor. Each is one
 * heading, a few paragraphs and one button, with a plain-text part of the same words. A reader's
 * own e-mails (the links, the comment notices) are in the account's language (`users.language`,
 * an edition's code): English or Hindi, the Hindi as Indian services write theirs.
 */

interface ActionMail {
  siteName: string;
  publicUrl: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A quoted note (an editor's words), shown apart from the site's own. */
  quote?: string;
  button: string;
  url: string;
  /** Why the reader got it, or what to do when they did not ask. */
  footer: string;
  /** The e-mail's language (English when left out). */
  language?: Edition;
}

function renderAction(mail: ActionMail): RenderedMail {
  const html = doc(
    <Shell
      siteName={mail.siteName}
      publicUrl={mail.publicUrl}
      lang={mail.language ?? DEFAULT_EDITION}
      preheader={mail.paragraphs[0] ?? mail.heading}
      footer={<p style={{ margin: 0 }}>{mail.footer}</p>}
    >
      <tr>
        <td style={{ padding: '12px 24px 24px', fontFamily: SANS, fontSize: 16, lineHeight: '24px', color: INK }}>
          <h1 style={{ margin: '0 0 12px', fontFamily: FONT, fontSize: 24 }}>{mail.heading}</h1>
          {mail.paragraphs.map((text) => (
            <p key={text} style={{ margin: '0 0 16px' }}>
              {text}
            </p>
          ))}
          {mail.quote ? (
            <blockquote
              style={{
                margin: '0 0 20px',
                padding: '8px 16px',
                borderLeft: `4px solid ${BRAND}`,
                backgroundColor: '#f5f5f5',
                whiteSpace: 'pre-wrap',
              }}
            >
              {mail.quote}
            </blockquote>
          ) : null}
          <MailButton href={mail.url}>{mail.button}</MailButton>
          <p style={{ margin: '20px 0 0', fontSize: 13, color: MUTED }}>
            {OR_OPEN[mail.language ?? DEFAULT_EDITION]}{' '}
            <a href={mail.url} style={{ color: BRAND, wordBreak: 'break-all' }}>
              {mail.url}
            </a>
          </p>
        </td>
      </tr>
    </Shell>,
  );
  const text = [
    mail.heading,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.quote ? [mail.quote.replace(/^/gm, '> '), ''] : []),
    `${mail.button}: ${mail.url}`,
    '',
    '--',
    mail.footer,
  ].join('\n');
  return { subject: mail.subject, html, text };
}

interface Site {
  siteName: string;
  publicUrl: string;
  /** The account's language: its e-mails' (English when left out). */
  language?: Edition;
}

const inHindi = (site: Site) => site.language === 'hi';

/** The link that proves the account reads this address. */
export function renderVerifyEmail(site: Site & { username: string; url: string }): RenderedMail {
  if (inHindi(site))
    return renderAction({
      ...site,
      subject: `${site.siteName}: अपना ईमेल पता वेरिफ़ाई करें`,
      heading: 'अपना ईमेल पता वेरिफ़ाई करें',
      paragraphs: [
        `${site.siteName} पर आपके अकाउंट ${site.username} में यह ईमेल पता दिया गया है। इसे ${VERIFY_LINK_HOURS} घंटे के अंदर वेरिफ़ाई करें, ताकि पासवर्ड भूलने पर हम आपको लिंक भेज सकें।`,
      ],
      button: 'ईमेल पता वेरिफ़ाई करें',
      url: site.url,
      footer: 'अगर यह पता आपने नहीं दिया, तो इस ईमेल को अनदेखा करें: पता वेरिफ़ाई नहीं होगा और हम इस पर नहीं लिखेंगे।',
    });
  return renderAction({
    ...site,
    subject: `Verify your email address for ${site.siteName}`,
    heading: 'Verify your email address',
    paragraphs: [
      `Your account ${site.username} on ${site.siteName} gave this email address. Verify it within ${VERIFY_LINK_HOURS} hours, and we can send you a link when you forget your password.`,
    ],
    button: 'Verify email address',
    url: site.url,
    footer: `If you did not give this address, ignore this email: it stays unverified, and we will not write to it.`,
  });
}

/** The link to choose a new password. */
export function renderResetPassword(site: Site & { username: string; url: string }): RenderedMail {
  if (inHindi(site))
    return renderAction({
      ...site,
      subject: `${site.siteName}: नया पासवर्ड चुनें`,
      heading: 'नया पासवर्ड चुनें',
      paragraphs: [
        `${site.siteName} पर अकाउंट ${site.username} का पासवर्ड बदलने का अनुरोध मिला है। यह लिंक ${RESET_LINK_HOURS} घंटे तक, एक ही बार काम करेगा। नया पासवर्ड सेट होते ही अकाउंट के सभी सेशन से साइन आउट हो जाएगा।`,
      ],
      button: 'नया पासवर्ड चुनें',
      url: site.url,
      footer: 'अगर यह अनुरोध आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
    });
  return renderAction({
    ...site,
    subject: `Choose a new password for ${site.siteName}`,
    heading: 'Choose a new password',
    paragraphs: [
      `Someone, we hope you, asked to reset the password of the account ${site.username} on ${site.siteName}. The link works once, for ${RESET_LINK_HOURS} hour. Every session of the account is signed out when the new password is set.`,
    ],
    button: 'Choose a new password',
    url: site.url,
    footer: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });
}

/** 'Email me a sign-in link' on the sign-in page. */
export function renderSignInLink(site: Site & { username: string; url: string }): RenderedMail {
  if (inHindi(site))
    return renderAction({
      ...site,
      subject: `${site.siteName} पर साइन इन करें`,
      heading: 'साइन इन करें',
      paragraphs: [
        `${site.siteName} पर अकाउंट ${site.username} में साइन इन करने का लिंक माँगा गया है। यह ${SIGN_IN_LINK_MINUTES} मिनट तक, एक ही बार काम करेगा।`,
      ],
      button: `${site.username} के रूप में साइन इन करें`,
      url: site.url,
      footer: 'अगर यह लिंक आपने नहीं माँगा, तो इस ईमेल को अनदेखा करें: लिंक के बिना कोई साइन इन नहीं कर सकता।',
    });
  return renderAction({
    ...site,
    subject: `Sign in to ${site.siteName}`,
    heading: 'Sign in',
    paragraphs: [
      `Someone, we hope you, asked for a link that signs in the account ${site.username} on ${site.siteName}. It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
    ],
    button: `Sign in as ${site.username}`,
    url: site.url,
    footer: 'If you did not ask for this, ignore this email: nobody is signed in without the link.',
  });
}

/** An editor sent the author's story back to draft with a note. */
export function renderSentBack(site: Site & { title: string; note: string; by: string; url: string }): RenderedMail {
  return renderAction({
    ...site,
    subject: `Sent back to you: ${site.title}`,
    heading: 'Your story was sent back to you',
    paragraphs: [`${site.by} sent '${site.title}' back to you as a draft, with this note:`],
    quote: site.note,
    button: 'Open the story in the editor',
    url: site.url,
    footer: `You get this email because you wrote this story on ${site.siteName} and verified your email address.`,
  });
}

/** Where a member's emails send them: their account page (plan, billing, receipts). */
type MemberMail = Site & { tier: string; accountUrl: string };

/** A paid membership began (docs/product.md, 'Members and tiers'). */
export function renderMemberWelcome(site: MemberMail & { renews: string | null }): RenderedMail {
  return renderAction({
    ...site,
    subject: `Welcome, member of ${site.siteName}`,
    heading: `Thank you for joining as a ${site.tier} member`,
    paragraphs: [
      `Your ${site.tier} membership of ${site.siteName} has begun. It pays for the reporting, and keeps our stories open to readers who cannot pay.`,
      ...(site.renews ? [`It renews on ${site.renews}; Stripe emails each receipt.`] : []),
    ],
    button: 'See your membership',
    url: site.accountUrl,
    footer: `You get this email because you became a member of ${site.siteName}. Change your card or plan, or cancel, from your account page.`,
  });
}

/** A member cancelled: access to the end of the period paid for. */
export function renderMemberCancelled(site: MemberMail & { ends: string | null }): RenderedMail {
  return renderAction({
    ...site,
    subject: `Your ${site.tier} membership is cancelled`,
    heading: 'Your membership is cancelled',
    paragraphs: [
      site.ends
        ? `Your ${site.tier} membership stays until ${site.ends}, and is not renewed after.`
        : `Your ${site.tier} membership is not renewed.`,
      'Changed your mind? You can take it up again from your account page.',
    ],
    button: 'See your membership',
    url: site.accountUrl,
    footer: `You get this email because you cancelled your membership of ${site.siteName}.`,
  });
}

/** A yearly membership renews in a week: when, and for how much. */
export function renderRenewalReminder(site: MemberMail & { renews: string; amount: string | null }): RenderedMail {
  return renderAction({
    ...site,
    subject: `Your ${site.tier} membership renews on ${site.renews}`,
    heading: 'Your membership renews soon',
    paragraphs: [
      `Your yearly ${site.tier} membership renews on ${site.renews}${site.amount ? `, for ${site.amount}` : ''}. Nothing to do if you want to keep it: the card you gave Stripe is charged then.`,
      'To change your plan or card, or to cancel before then, open ‘Manage billing’ on your account page.',
    ],
    button: 'See your membership',
    url: site.accountUrl,
    footer: `You get this email because you are a yearly member of ${site.siteName}.`,
  });
}

/** A renewal's payment failed: Stripe tries again; the member may update their card. */
export function renderPaymentFailed(site: MemberMail): RenderedMail {
  return renderAction({
    ...site,
    subject: `Your ${site.tier} membership: the payment did not go through`,
    heading: 'The payment did not go through',
    paragraphs: [
      `Stripe could not take the payment for your ${site.tier} membership of ${site.siteName}. It will try again over the next days; your membership goes on meanwhile.`,
      'To use another card, open your account page and choose ‘Manage billing’.',
    ],
    button: 'Update your card',
    url: site.accountUrl,
    footer: `You get this email because you are a member of ${site.siteName}.`,
  });
}

/** Why a reader gets e-mails about their comments, and how to stop them. */
const commentFooter = (site: Site) =>
  inHindi(site)
    ? `आपको यह ईमेल इसलिए मिला है क्योंकि आप ${site.siteName} पर टिप्पणी करते हैं। ये ईमेल अपनी सेटिंग्स में बंद करें: ${site.publicUrl}/settings`
    : `You get this email because you comment on ${site.siteName}. Stop these emails in your settings: ${site.publicUrl}/settings`;

/** Someone answered the reader's comment (docs/product.md, 'Comments'). */
export function renderCommentReply(
  site: Site & { title: string; by: string; reply: string; url: string },
): RenderedMail {
  if (inHindi(site))
    return renderAction({
      ...site,
      subject: `${site.by} ने ‘${site.title}’ पर आपकी टिप्पणी का जवाब दिया`,
      heading: 'आपकी टिप्पणी पर जवाब आया है',
      paragraphs: [`${site.by} ने ‘${site.title}’ पर आपकी टिप्पणी का जवाब दिया:`],
      quote: site.reply,
      button: 'पूरी बातचीत पढ़ें',
      url: site.url,
      footer: commentFooter(site),
    });
  return renderAction({
    ...site,
    subject: `${site.by} answered your comment on ‘${site.title}’`,
    heading: 'Someone answered your comment',
    paragraphs: [`${site.by} answered your comment on ‘${site.title}’:`],
    quote: site.reply,
    button: 'Read the conversation',
    url: site.url,
    footer: commentFooter(site),
  });
}

/** A moderator featured the reader's comment above its thread. */
export function renderCommentFeatured(site: Site & { title: string; comment: string; url: string }): RenderedMail {
  if (inHindi(site))
    return renderAction({
      ...site,
      subject: `‘${site.title}’ पर आपकी टिप्पणी चुनी गई`,
      heading: 'आपकी टिप्पणी चुनी गई',
      paragraphs: [`न्यूज़रूम ने ‘${site.title}’ पर आपकी टिप्पणी को बाक़ी टिप्पणियों से ऊपर लगाया है:`],
      quote: site.comment,
      button: 'ख़बर के नीचे देखें',
      url: site.url,
      footer: commentFooter(site),
    });
  return renderAction({
    ...site,
    subject: `Your comment on ‘${site.title}’ is featured`,
    heading: 'Your comment is featured',
    paragraphs: [`The newsroom pinned your comment above the others on ‘${site.title}’:`],
    quote: site.comment,
    button: 'See it under the story',
    url: site.url,
    footer: commentFooter(site),
  });
}

/** A writer's daily summary: the new comments on their stories yesterday. */
export function renderCommentDigest(
  site: Site & { day: string; stories: { title: string; count: number; url: string }[] },
): RenderedMail {
  const total = site.stories.reduce((sum, story) => sum + story.count, 0);
  const comments = (n: number) => `${n} new ${n === 1 ? 'comment' : 'comments'}`;
  return renderAction({
    ...site,
    subject: `${comments(total)} on your stories`,
    heading: `Comments on your stories, ${site.day}`,
    paragraphs: [
      `Readers left ${comments(total)} on your stories on ${site.day}:`,
      ...site.stories.map((story) => `‘${story.title}’: ${comments(story.count)}. ${story.url}`),
    ],
    button: 'Read the comments',
    url: site.stories[0]!.url,
    footer: `You get this email because you write for ${site.siteName}. Stop it in your settings: ${site.publicUrl}/settings`,
  });
}
