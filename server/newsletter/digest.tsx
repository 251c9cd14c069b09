import { CONFIRM_LINK_HOURS } from '../../core/newsletter';
import { BRAND, doc, FONT, INK, MUTED, SANS, MailButton, Shell, type RenderedMail } from '../mail/layout';

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

export interface DigestInput {
  siteName: string;
  publicUrl: string;
  subject: string;
  stories: DigestStory[];
  /** This recipient's unsubscribe page. */
  unsubscribeUrl: string;
  /** A test sent from /admin/newsletter says so. */
  test?: boolean;
}

/** The morning email: the stories, the lead with its picture, and the unsubscribe link. */
export function renderDigest(input: DigestInput): RenderedMail {
  const { siteName, publicUrl, stories, unsubscribeUrl } = input;
  const subject = input.test ? `[Test] ${input.subject}` : input.subject;
  const why = `You get this email because you subscribed to ${siteName}'s morning newsletter.`;
  const html = doc(
    <Shell
      siteName={siteName}
      publicUrl={publicUrl}
      preheader={stories.map((story) => story.title).join(' · ')}
      footer={
        <>
          {input.test ? (
            <p style={{ margin: '0 0 8px', fontWeight: 700 }}>This is a test sent from the admin area.</p>
          ) : null}
          <p style={{ margin: '0 0 8px' }}>{why}</p>
          <p style={{ margin: 0 }}>
            <a href={unsubscribeUrl} style={{ color: BRAND, fontWeight: 700 }}>
              Unsubscribe
            </a>
            {' · '}
            <a href={`${publicUrl}/`} style={{ color: BRAND }}>
              Read {siteName} online
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
    </Shell>,
  );
  const text = [
    input.test ? 'This is a test sent from the admin area.\n' : '',
    `${input.subject}\n${'='.repeat(Math.min(input.subject.length, 70))}\n`,
    ...stories.map(
      (story) =>
        `${story.category.toUpperCase()}\n${story.title}\n${story.summary ? `${story.summary}\n` : ''}${story.url}\n`,
    ),
    '--',
    why,
    `Unsubscribe: ${unsubscribeUrl}`,
    `Read ${siteName} online: ${publicUrl}/`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, html, text };
}

/** The email with the link that confirms a subscription. */
export function renderConfirmation(input: { siteName: string; publicUrl: string; confirmUrl: string }): RenderedMail {
  const { siteName, publicUrl, confirmUrl } = input;
  const subject = `Confirm your subscription to ${siteName}`;
  const ignore = `If you did not ask for this, ignore this email: you will not be subscribed, and we will not write again.`;
  const html = doc(
    <Shell
      siteName={siteName}
      publicUrl={publicUrl}
      preheader="One click and the morning newsletter is yours."
      footer={<p style={{ margin: 0 }}>{ignore}</p>}
    >
      <tr>
        <td style={{ padding: '12px 24px 24px', fontFamily: SANS, fontSize: 16, lineHeight: '24px', color: INK }}>
          <h1 style={{ margin: '0 0 12px', fontFamily: FONT, fontSize: 24 }}>Confirm your subscription</h1>
          <p style={{ margin: '0 0 20px' }}>
            Someone, we hope you, asked for {siteName}&apos;s morning newsletter at this address: the day&apos;s top
            stories, every morning. To start it, confirm within {CONFIRM_LINK_HOURS} hours.
          </p>
          <MailButton href={confirmUrl}>Confirm subscription</MailButton>
          <p style={{ margin: '20px 0 0', fontSize: 13, color: MUTED }}>
            Or open this address:{' '}
            <a href={confirmUrl} style={{ color: BRAND, wordBreak: 'break-all' }}>
              {confirmUrl}
            </a>
          </p>
        </td>
      </tr>
    </Shell>,
  );
  const text = [
    'Confirm your subscription',
    '',
    `Someone, we hope you, asked for ${siteName}'s morning newsletter at this address: the day's top stories, every morning. To start it, confirm within ${CONFIRM_LINK_HOURS} hours by opening this address:`,
    '',
    confirmUrl,
    '',
    '--',
    ignore,
  ].join('\n');
  return { subject, html, text };
}
