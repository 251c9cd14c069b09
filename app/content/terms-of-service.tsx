export function Content({ siteName }: { siteName: string }) {
  return (
    <>
      <p>
        These Terms of Service (“Terms”) govern your use of the {siteName} website and any related services (together,
        the “Service”). Please read them carefully. They explain your rights and responsibilities, and ours, when you
        use the Service.
      </p>

      <h2>1. Acceptance of These Terms</h2>
      <p>
        By accessing or using the Service, you agree to be bound by these Terms and by our{' '}
        <a href="/privacy-policy">Privacy Policy</a>, <a href="/cookie-policy">Cookie Policy</a> and{' '}
        <a href="/disclaimer">Disclaimer</a>. If you do not agree, please do not use the Service.
      </p>

      <h2>2. Eligibility</h2>
      <p>
        You must be at least 13 years old to use the Service or to create an account. If you are under the age of
        majority where you live, you should review these Terms with a parent or guardian, who agrees to them on your
        behalf. By using the Service, you confirm that you meet these requirements.
      </p>

      <h2>3. Your Account</h2>
      <p>You can read most of the Service without an account. If you create one, you agree to:</p>
      <ul>
        <li>provide accurate information and keep it up to date;</li>
        <li>choose a username that does not impersonate anyone or mislead others;</li>
        <li>keep your password secure and not share your account with anyone else; and</li>
        <li>
          tell us promptly through our <a href="/contact">contact page</a> if you think your account has been used
          without your permission.
        </li>
      </ul>
      <p>
        You are responsible for activity that takes place under your account. You may delete your account at any time.
      </p>

      <h2>4. Acceptable Use</h2>
      <p>When using the Service, you agree not to:</p>
      <ul>
        <li>break any applicable law or encourage anyone else to do so;</li>
        <li>
          post or send content that is unlawful, defamatory, harassing, hateful, obscene or that infringes someone
          else’s rights;
        </li>
        <li>impersonate any person or misrepresent your connection with anyone;</li>
        <li>
          upload viruses or other harmful code, or try to gain unauthorised access to the Service, other accounts or our
          systems;
        </li>
        <li>
          scrape, copy or harvest content or data from the Service in bulk by automated means, except as permitted by
          our published feeds or with our written permission;
        </li>
        <li>interfere with or overload the Service, or get around any security or access limits; or</li>
        <li>use the Service to send spam or unsolicited advertising.</li>
      </ul>

      <h2>5. Content and Intellectual Property</h2>
      <h3>Our content</h3>
      <p>
        Stories written by {siteName} staff, together with the design, logo and software of the Service, belong to us or
        our licensors and are protected by copyright and other laws. You may read and share links to our content for
        personal, non-commercial use. You may not republish, sell or otherwise exploit it without our written
        permission.
      </p>
      <h3>Third-party content</h3>
      <p>
        Much of the news on the Service is aggregated from third-party sources, such as news agencies, publishers’ APIs
        and RSS feeds. That content, including headlines, summaries and images, belongs to its original publishers. We
        show it with attribution and link to the original article, and your use of the original is governed by that
        publisher’s own terms. If you are a rights holder and believe content on the Service infringes your rights,
        please <a href="/contact">contact us</a> and we will look into it promptly.
      </p>
      <h3>Content you provide</h3>
      <p>
        If you submit content to us, such as your profile details, a news tip or feedback, you keep ownership of it. You
        give us a non-exclusive, royalty-free licence to use, store and display it as needed to operate the Service and
        respond to you. You confirm that you have the right to share it.
      </p>

      <h2>6. Disclaimers</h2>
      <p>
        The Service is provided “as is” and “as available”. We work hard to keep our news accurate and up to date, but
        we do not guarantee that the Service, or any content on it, will be complete, accurate, current or free of
        errors, or that the Service will be uninterrupted or secure. Content on the Service is for general information
        only and is not professional advice. Please read our <a href="/disclaimer">Disclaimer</a> for more details.
      </p>

      <h2>7. Limitation of Liability</h2>
      <p>
        To the fullest extent permitted by law, {siteName} and its operators, staff and partners will not be liable for
        any indirect, incidental, special or consequential loss, or for any loss of profits, data or goodwill, arising
        from your use of, or inability to use, the Service or any content on it, including third-party content and
        external websites we link to. Where our liability cannot be excluded, it is limited to the maximum extent the
        law allows. Nothing in these Terms limits any rights you have that cannot be limited by law.
      </p>

      <h2>8. Termination</h2>
      <p>
        You may stop using the Service, and delete your account, at any time. We may suspend or end your access to the
        Service, or remove content, if you break these Terms, if we are required to by law, or if we need to protect the
        Service or other readers. Where reasonable, we will tell you why. Sections of these Terms that by their nature
        should continue, such as intellectual property, disclaimers and limitation of liability, will continue to apply
        after termination.
      </p>

      <h2>9. Governing Law</h2>
      <p>
        These Terms are governed by the laws of India. Any dispute arising from these Terms or your use of the Service
        will be subject to the jurisdiction of the courts of India, without affecting any mandatory consumer protection
        rights you may have where you live.
      </p>

      <h2>10. Changes to These Terms</h2>
      <p>
        We may update these Terms from time to time. For material changes, we will give you at least 30 days’ notice
        before the changes take effect, by posting a notice on the Service and, where you have given us an email
        address, by email. Minor changes, such as corrections or clarifications, may take effect when we publish them.
        We will always update the “Last updated” date at the top of this page. If you continue to use the Service after
        changes take effect, you accept the updated Terms.
      </p>

      <h2>11. Contact</h2>
      <p>
        If you have any questions about these Terms, please reach us through our <a href="/contact">contact page</a>.
      </p>
    </>
  );
}
