import { INVITE_DAYS, type StaffRole } from '../../core/staff';
import { BRAND, doc, FONT, INK, MUTED, SANS, MailButton, Shell, type RenderedMail } from '../mail/layout';

const ARTICLE: Record<StaffRole, string> = { author: 'an author', editor: 'an editor', admin: 'an admin' };

/**
 * The invitation e-mail (docs/product.md, 'Admin: users'): who invites, to which site and role,
 * and the link, which works once for 7 days. Same frame as the newsletter's mails.
 */
export function renderInvitation(input: {
  siteName: string;
  publicUrl: string;
  inviter: string;
  role: StaffRole;
  acceptUrl: string;
}): RenderedMail {
  const { siteName, publicUrl, inviter, role, acceptUrl } = input;
  const subject = `You are invited to join ${siteName}`;
  const lead = `${inviter} invited you to join ${siteName} as ${ARTICLE[role]}.`;
  const how = `Choose a username and a password to create your account. The link works once, for ${INVITE_DAYS} days.`;
  const ignore = 'If you did not expect this, ignore this email: no account is made without you.';
  const html = doc(
    <Shell siteName={siteName} publicUrl={publicUrl} preheader={lead} footer={<p style={{ margin: 0 }}>{ignore}</p>}>
      <tr>
        <td style={{ padding: '12px 24px 24px', fontFamily: SANS, fontSize: 16, lineHeight: '24px', color: INK }}>
          <h1 style={{ margin: '0 0 12px', fontFamily: FONT, fontSize: 24 }}>Join {siteName}</h1>
          <p style={{ margin: '0 0 12px' }}>{lead}</p>
          <p style={{ margin: '0 0 20px' }}>{how}</p>
          <MailButton href={acceptUrl}>Accept the invitation</MailButton>
          <p style={{ margin: '20px 0 0', fontSize: 13, color: MUTED }}>
            Or open this address:{' '}
            <a href={acceptUrl} style={{ color: BRAND, wordBreak: 'break-all' }}>
              {acceptUrl}
            </a>
          </p>
        </td>
      </tr>
    </Shell>,
  );
  const text = [`Join ${siteName}`, '', lead, how, '', acceptUrl, '', '--', ignore].join('\n');
  return { subject, html, text };
}
