export function Content({ siteName }: { siteName: string }) {
  return (
    <>
      <p>
        This Disclaimer applies to all content published on {siteName}. By using the website, you accept the points set
        out below. Please read it together with our <a href="/terms-of-service">Terms of Service</a>.
      </p>

      <h2>General Information Only</h2>
      <p>
        The content on {siteName} is provided for general information and news purposes only. It is not professional
        advice of any kind, including financial, investment, medical, health, legal or tax advice, and it should not be
        relied on as a substitute for such advice. You should always speak to a suitably qualified professional about
        your own circumstances before making any decision.
      </p>

      <h3>Markets, IPOs and business news</h3>
      <p>
        Our coverage of IPOs, share markets, company results and the wider economy reports news and opinions; it is not
        a recommendation to buy, sell or hold any security or other investment. Prices, figures, dates and forecasts can
        change quickly and may be out of date by the time you read them. Investing involves risk, including the loss of
        your money. Please check details with official sources, such as company filings and stock exchange
        announcements, and consult a registered financial adviser before you invest.
      </p>

      <h3>Health coverage</h3>
      <p>
        Stories in our Health section are not medical advice and are not a substitute for diagnosis or treatment by a
        doctor or other qualified health professional. Do not ignore professional medical advice or delay seeking it
        because of something you have read on {siteName}. If you think you may have a medical emergency, contact your
        local emergency services immediately.
      </p>

      <h2>Third-Party Content and External Links</h2>
      <p>
        Much of the news on {siteName} is aggregated from third-party sources, such as news agencies, publishers’ APIs
        and RSS feeds. We show this content with attribution and a link to the original article, but we do not write it,
        and we cannot check every aggregated story in detail. Its inclusion does not mean we endorse it, and the views
        it expresses are those of its original authors and publishers, not ours.
      </p>
      <p>
        Our website also contains links to external websites that we do not control. We are not responsible for the
        content, accuracy, availability or privacy practices of those websites, and a link is not an endorsement. Please
        review the terms and privacy policies of any website you visit.
      </p>

      <h2>Accuracy</h2>
      <p>
        We aim to publish accurate and up-to-date information, and our own staff follow careful editorial practices.
        However, news develops quickly, and stories may contain errors, leave out details or become outdated. We make no
        promises or warranties, express or implied, about the completeness, accuracy, reliability or timeliness of any
        content on the website.
      </p>
      <p>
        If you spot a mistake, please let us know through our <a href="/contact">contact page</a>, choosing a clear
        subject such as “Correction”. We review every report and correct errors in our own stories promptly. For
        aggregated stories, we may remove or update the item and pass the report on to the original publisher.
      </p>

      <h2>Sample Stories</h2>
      <p>
        When {siteName} is first set up, and before it has fetched or published any real news, it may show a small
        number of sample stories so that the layout can be previewed. These sample stories are clearly marked as
        samples. <strong>They are not real news</strong>, and the people, events, organisations and figures in them
        should not be taken as fact. Sample stories are removed or replaced once real stories are published.
      </p>

      <h2>Advertising</h2>
      <p>
        {siteName} may display advertisements, including ads served by third-party advertising networks, to help fund
        the site. Advertisements are kept separate from our news content and are labelled as such. Showing an
        advertisement does not mean we endorse the advertiser or its products or services, and we are not responsible
        for claims made in ads or for any dealings you have with advertisers. Advertising providers may use cookies only
        if you agree to them; see our <a href="/cookie-policy">Cookie Policy</a> for details. Our editorial decisions
        are made independently of our advertisers.
      </p>

      <h2>Limitation of Liability</h2>
      <p>
        To the fullest extent permitted by law, {siteName} will not be liable for any loss or damage arising from your
        use of, or reliance on, any content on the website, including third-party content, external links and
        advertisements. Any action you take based on information on this website is strictly at your own risk.
      </p>

      <h2>Questions</h2>
      <p>
        If you have any questions about this Disclaimer, please <a href="/contact">contact us</a>.
      </p>
    </>
  );
}
