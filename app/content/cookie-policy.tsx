import { CookieSettings } from '../components/consent-banner';

/**
 * The Cookie Policy as this site runs: the analytics and advertising parts appear only when
 * ANALYTICS_ID or ADS_CLIENT is set, otherwise the policy says plainly that there are none.
 */
export function Content({
  siteName,
  analytics,
  advertising,
}: {
  siteName: string;
  analytics: boolean;
  advertising: boolean;
}) {
  const asks = analytics || advertising;
  return (
    <>
      <p>
        This Cookie Policy explains how {siteName} uses cookies and similar technologies, what they do, how long they
        last and how you can control them. It should be read together with our{' '}
        <a href="/privacy-policy">Privacy Policy</a>.
      </p>

      <h2>What Are Cookies?</h2>
      <p>
        Cookies are small text files that a website stores in your browser when you visit. They let the website remember
        information about your visit, such as whether you are signed in or which settings you prefer, so you don’t have
        to enter it again each time. Similar technologies, such as local storage in your browser, work in much the same
        way, and this policy covers them too. In this policy, we call them all “cookies”.
      </p>
      <p>
        Cookies set by {siteName} itself are called <em>first-party</em> cookies. Cookies set by other companies, such
        as analytics or advertising providers, are called <em>third-party</em> cookies.
      </p>

      <h2>Types of Cookies We Use</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Purpose</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <strong>Essential</strong>
            </td>
            <td>
              Needed for the website to work. They keep you signed in and protect forms against misuse. They cannot be
              switched off.
            </td>
            <td>Session: until you close your browser or sign out</td>
          </tr>
          {analytics ? (
            <tr>
              <td>
                <strong>Analytics</strong>
              </td>
              <td>
                Help us understand how readers use the website, such as which pages are popular and how people find
                them, so we can improve it. Set only with your consent.
              </td>
              <td>Up to 2 years</td>
            </tr>
          ) : null}
          {advertising ? (
            <tr>
              <td>
                <strong>Advertising</strong>
              </td>
              <td>
                Used by us and our advertising partners to show ads, limit how often you see the same ad and measure how
                ads perform. Set only with your consent.
              </td>
              <td>Up to 2 years</td>
            </tr>
          ) : null}
          <tr>
            <td>
              <strong>Functional</strong>
            </td>
            <td>
              Remember choices you make: your cookie choices (for one year) and your theme preference (light or dark
              mode).
            </td>
            <td>Up to 1 year</td>
          </tr>
        </tbody>
      </table>

      {asks ? (
        <>
          <h2>Your Consent</h2>
          <p>
            When you first visit {siteName}, we show a consent banner where you can accept all, reject all or choose
            which kinds of cookies you allow. Advertising and analytics scripts are not loaded, and their cookies are
            not set, until you agree to them. If you reject them, or make no choice, we set only the essential and
            functional cookies needed to run the website and remember your preferences. We remember your choice for one
            year, then ask again.
          </p>
          <p>
            You can change your choice at any time below, or through the Cookie settings link at the foot of every page.
            If you withdraw your consent, we stop loading advertising or analytics from that point on and remove the
            cookies they set on our domain. Cookies that our partners set on their own domains may stay in your browser
            until they expire or until you delete them, as described below.
          </p>
          <CookieSettings />

          <h2>Third-Party Cookies</h2>
          <p>
            If you agree to analytics or advertising cookies, some of them will be set by our partners rather than by
            us. These partners use the information they collect in line with their own privacy policies, and we
            encourage you to read them. We share information with these partners only with your consent, as explained in
            our <a href="/privacy-policy">Privacy Policy</a>.
          </p>
        </>
      ) : (
        <>
          <h2>No Analytics or Advertising Cookies</h2>
          <p>
            {siteName} uses no analytics or advertising services, so no such cookies are set and no third-party script
            runs on its pages. That is why there is no consent banner: the only cookies are the essential and functional
            ones above. If that changes, this policy will list the new cookies and we will ask for your consent before
            setting any of them.
          </p>
        </>
      )}

      <h2>How to Delete or Block Cookies</h2>
      <p>
        As well as using our Cookie settings, you can control cookies through your browser. Most browsers let you see
        which cookies are stored, delete some or all of them, and block cookies from particular websites or from all
        websites. Browser menus change from time to time, but you can usually find these options as follows:
      </p>
      <ul>
        <li>
          <strong>Google Chrome:</strong> Settings, then Privacy and security, then Third-party cookies or Delete
          browsing data.
        </li>
        <li>
          <strong>Mozilla Firefox:</strong> Settings, then Privacy &amp; Security, then Cookies and Site Data.
        </li>
        <li>
          <strong>Apple Safari:</strong> Settings (or Preferences), then Privacy, then Manage Website Data.
        </li>
        <li>
          <strong>Microsoft Edge:</strong> Settings, then Cookies and site permissions, or Privacy, search, and
          services.
        </li>
        <li>
          <strong>Mobile browsers:</strong> look in the browser’s settings menu for privacy, cookies or website data.
        </li>
      </ul>
      <p>
        Your browser’s help pages will have the most up-to-date instructions. Please note that if you block or delete
        essential cookies, you will be signed out and some parts of {siteName} may not work properly.
        {asks
          ? ' Deleting cookies also clears your cookie choices, so you will see the consent banner again on your next visit.'
          : null}
      </p>

      <h2>Changes to This Policy</h2>
      <p>
        We may update this Cookie Policy when we change the cookies we use or when the law changes. When we do, we will
        update the “Last updated” date at the top of this page. If we start using a new type of cookie that needs your
        consent, we will ask for it again.
      </p>

      <h2>Contact Us</h2>
      <p>
        If you have any questions about our use of cookies, please get in touch through our{' '}
        <a href="/contact">contact page</a>.
      </p>
    </>
  );
}
