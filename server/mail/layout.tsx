import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The frame of every email the site sends (the newsletter's and the accounts'): an HTML part
 * laid out with tables and inline styles (what Gmail, Outlook and Apple Mail all render: no
 * style sheet, no script, no web font) in the site's name and colour. React escapes every text.
 */

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const BRAND = '#b21818';
export const INK = '#1a1a1a';
export const MUTED = '#525252';
export const FONT = "Georgia, 'Times New Roman', serif";
export const SANS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function Shell({
  siteName,
  publicUrl,
  preheader,
  children,
  footer,
  lang = 'en',
}: {
  siteName: string;
  publicUrl: string;
  preheader: string;
  children: ReactNode;
  footer: ReactNode;
  /** The email's language (an edition's code, 'en' or 'hi'). */
  lang?: string;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{siteName}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: '#f5f5f5' }}>
        {/* The line mail apps show after the subject in the inbox; hidden in the message. */}
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0 }}>{preheader}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: '#f5f5f5' }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="600"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ width: '100%', maxWidth: 600, backgroundColor: '#ffffff', borderTop: `6px solid ${BRAND}` }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '20px 24px 8px' }}>
                        <a
                          href={`${publicUrl}/`}
                          style={{
                            fontFamily: FONT,
                            fontSize: 28,
                            fontWeight: 900,
                            color: BRAND,
                            textDecoration: 'none',
                          }}
                        >
                          {siteName}
                        </a>
                      </td>
                    </tr>
                    {children}
                    <tr>
                      <td
                        style={{
                          padding: '20px 24px 28px',
                          borderTop: '1px solid #e5e5e5',
                          fontFamily: SANS,
                          fontSize: 13,
                          lineHeight: '20px',
                          color: MUTED,
                        }}
                      >
                        {footer}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/**
 * The document, without the `<link rel="preload">` React adds to the head for each picture:
 * a mail app loads none of them, and some show a head's links as text.
 */
export const doc = (node: ReactNode) =>
  `<!DOCTYPE html>${renderToStaticMarkup(node).replace(/<link rel="preload" as="image"[^>]*>/g, '')}`;

/** 'Or open this address:' before a button's link written out, in the email's language. */
export const OR_OPEN: Readonly<Record<'en' | 'hi', string>> = {
  en: 'Or open this address:',
  hi: 'या यह पता खोलें:',
};

/** The one call to action of an email: a link drawn as a button in the site's red. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      style={{
        display: 'inline-block',
        padding: '12px 22px',
        backgroundColor: BRAND,
        color: '#ffffff',
        fontWeight: 700,
        textDecoration: 'none',
        borderRadius: 6,
      }}
    >
      {children}
    </a>
  );
}
