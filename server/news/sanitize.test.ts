import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml as clean } from './sanitize';

/** Known script-injection vectors (OWASP filter evasion cheat sheet and DOMPurify's own tests, abridged). */
const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)><circle r=5></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="x:expression(alert(1))">x</p>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<p onclick="alert(1)">click</p>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>@import "javascript:alert(1)";</style>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<template><script>alert(1)</script></template>',
];

describe('sanitizeArticleHtml', () => {
  it.each(VECTORS)('defuses %s', (vector) => {
    const out = clean(vector).toLowerCase();
    expect(out).not.toMatch(
      /<script|javascript:|vbscript:|data:text|\son\w+\s*=|<iframe[^>]*srcdoc|<object|<embed|<form|<style|<base|<meta|<link|style=/,
    );
  });

  it('keeps what the editor makes', () => {
    const html =
      '<h2>Heading</h2><p>Some <strong>bold</strong>, <em>italic</em> and <a href="/india-news">a link</a>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>Quote</p></blockquote>' +
      '<img src="/uploads/images/x-800.webp" alt="A photo">';
    const out = clean(html);
    expect(out).toContain('<h2>Heading</h2>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<a href="/india-news">a link</a>');
    expect(out).toContain('<blockquote><p>Quote</p></blockquote>');
    expect(out).toContain('<img src="/uploads/images/x-800.webp" alt="A photo" loading="lazy">');
  });

  it('opens outside links apart and gives them no standing', () => {
    expect(clean('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps video embeds from known players only, sandboxed', () => {
    const out = clean('<iframe src="https://www.youtube-nocookie.com/embed/abc123" allowfullscreen></iframe>');
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/abc123"');
    expect(out).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
    expect(clean('<iframe src="https://evil.example/embed/abc"></iframe>')).toBe('');
  });

  it('keeps the text of tags it drops', () => {
    expect(clean('<div><span>Plain words</span></div>')).toBe('Plain words');
  });
});
