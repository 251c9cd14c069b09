export function Content({ siteName }: { siteName: string }) {
  return (
    <>
      <p>
        This Privacy Policy explains what personal information {siteName} (“we”, “us”, “our”) collects when you use our
        website, why we collect it, how long we keep it, who we share it with and the choices and rights you have. We
        try to collect as little as we can and to be clear about what we do with it.
      </p>

      <h2>Information We Collect</h2>
      <h3>Account information</h3>
      <p>
        You can read {siteName} without an account. If you choose to create one, we collect a <strong>username</strong>{' '}
        and a password (which we store only in a securely hashed form). You may also choose to add an{' '}
        <strong>optional</strong> display name, email address and avatar image. Anything you add to your public profile
        may be visible to other readers.
      </p>
      <h3>Messages you send us</h3>
      <p>
        When you use our <a href="/contact">contact form</a>, we collect the details you enter, such as your name, email
        address, the subject you choose and the content of your message.
      </p>
      <h3>Server logs</h3>
      <p>
        Like most websites, our servers automatically record basic technical information when you visit, such as your IP
        address, browser type, the pages you request, the date and time of the request and any error messages. We use
        these logs to keep the site running and secure.
      </p>
      <h3>Cookies and similar technologies</h3>
      <p>
        We use essential cookies to keep you signed in and to remember your settings. With your consent, we and our
        partners may also use analytics and advertising cookies. Our <a href="/cookie-policy">Cookie Policy</a> explains
        each type of cookie, what it does and how long it lasts.
      </p>

      <h2>Why We Use Your Information</h2>
      <ul>
        <li>To create and manage your account and let you sign in.</li>
        <li>To show your profile and the features available to signed-in readers.</li>
        <li>To reply to your messages, handle corrections and respond to feedback.</li>
        <li>To operate, maintain and secure the website, including detecting abuse, spam and technical problems.</li>
        <li>
          With your consent, to understand how readers use the site so we can improve it (analytics) and to show
          advertising that helps fund our journalism.
        </li>
        <li>
          To meet our legal obligations and to enforce our <a href="/terms-of-service">Terms of Service</a>.
        </li>
      </ul>

      <h2>Legal Bases for Processing</h2>
      <p>
        Where data protection law requires us to have a legal basis for using your personal information, we rely on the
        following:
      </p>
      <ul>
        <li>
          <strong>Contract:</strong> to provide the account and features you have asked for.
        </li>
        <li>
          <strong>Consent:</strong> for analytics and advertising cookies, and for any optional information you choose
          to give us. You can withdraw your consent at any time.
        </li>
        <li>
          <strong>Legitimate interests:</strong> to run, secure and improve the website, answer your messages and
          prevent misuse, where these interests are not overridden by your rights.
        </li>
        <li>
          <strong>Legal obligation:</strong> where we must keep or disclose information to comply with the law.
        </li>
      </ul>

      <h2>How Long We Keep Your Information</h2>
      <ul>
        <li>
          <strong>Account information</strong> is kept for as long as your account is active. When you delete your
          account, or ask us to delete it, we remove your personal information within 30 days, except where we must keep
          some of it to meet a legal obligation.
        </li>
        <li>
          <strong>Contact-form messages</strong> are kept for up to 12 months after we have dealt with them, so that we
          can refer back to earlier conversations and corrections.
        </li>
        <li>
          <strong>Server logs</strong> are kept for up to 90 days, unless we need them for longer to investigate a
          security incident or abuse.
        </li>
        <li>
          <strong>Cookies</strong> last for the periods set out in our <a href="/cookie-policy">Cookie Policy</a>.
        </li>
      </ul>

      <h2>Sharing Your Information</h2>
      <p>We do not sell your personal information. We share it only in these limited cases:</p>
      <ul>
        <li>
          <strong>Service providers</strong> who help us run the website, such as hosting and email delivery providers.
          They may use your information only to provide their services to us.
        </li>
        <li>
          <strong>Advertising and analytics providers</strong>, only if you have agreed to advertising or analytics
          cookies in our consent banner. If you do not agree, these providers’ cookies are not set.
        </li>
        <li>
          <strong>Legal reasons:</strong> when we believe in good faith that disclosure is required by law, or is
          necessary to protect the rights, safety or property of our readers, our staff or the public.
        </li>
        <li>
          <strong>Business changes:</strong> if {siteName} is reorganised, merged or sold, your information may pass to
          the new operator, who will remain bound by this policy.
        </li>
      </ul>
      <p>
        Some of our providers may process information outside the country where you live. Where that happens, we take
        reasonable steps to make sure your information stays protected.
      </p>

      <h2>Keeping Your Information Secure</h2>
      <p>
        We use reasonable technical and organisational measures to protect your information, including encrypted
        connections and hashed passwords. No website can be completely secure, so please use a strong, unique password
        and tell us if you suspect your account has been misused.
      </p>

      <h2>Your Rights and Choices</h2>
      <p>Depending on where you live, you may have the right to:</p>
      <ul>
        <li>
          <strong>Access</strong> the personal information we hold about you and get a copy of it.
        </li>
        <li>
          <strong>Correct</strong> information that is inaccurate or incomplete. You can update most profile details
          yourself when signed in.
        </li>
        <li>
          <strong>Delete</strong> your account and the personal information linked to it.
        </li>
        <li>
          <strong>Withdraw consent</strong> to analytics and advertising cookies at any time, using the Cookie settings
          link in the footer.
        </li>
        <li>
          <strong>Object</strong> to or ask us to restrict certain uses of your information, and complain to your local
          data protection authority.
        </li>
      </ul>
      <p>
        To use any of these rights, please <a href="/contact">contact us</a>. We may need to confirm your identity
        before acting on a request, and we aim to reply within 30 days.
      </p>

      <h2>Children</h2>
      <p>
        {siteName} is not intended for children under 13, and you must be at least 13 years old to create an account. We
        do not knowingly collect personal information from children under 13. If you believe a child under 13 has given
        us personal information, please <a href="/contact">contact us</a> and we will delete it.
      </p>

      <h2>Contact Us About Privacy</h2>
      <p>
        If you have a question or concern about this policy or how we handle your information, please get in touch
        through our <a href="/contact">contact page</a> and choose a privacy-related subject so that your message
        reaches the right person.
      </p>

      <h2>Changes to This Policy</h2>
      <p>
        We may update this Privacy Policy from time to time, for example when we add features or when the law changes.
        When we do, we will change the “Last updated” date at the top of this page. If the changes are significant, we
        will also tell you clearly on the website, or by email if you have given us an address, before they take effect.
      </p>
    </>
  );
}
