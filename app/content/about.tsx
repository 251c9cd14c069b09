export function Content({ siteName }: { siteName: string }) {
  return (
    <>
      <p>
        {siteName} is an independent news website that brings together the day’s most important stories in one place,
        organised by category and easy to read on any device. We combine news aggregated from trusted third-party
        sources with reporting and analysis written by our own staff.
      </p>

      <h2>Our Mission</h2>
      <p>
        Our mission is to help readers stay informed without the noise. We want everyone to be able to find accurate,
        timely news quickly, understand where it comes from, and follow it back to the original source whenever they
        want more detail.
      </p>
      <p>
        We say plainly how our news is put together. Much of the news on {siteName} is aggregated from third-party
        sources, including news agencies, publishers’ APIs and RSS feeds. Every aggregated story carries attribution to
        its original publisher and a link to the original article. Alongside this coverage, our own editorial staff
        write and publish stories, which are clearly credited to {siteName}.
      </p>

      <h2>What We Offer</h2>
      <ul>
        <li>
          <strong>Breaking News:</strong> We publish important developments throughout the day so you can keep up with
          events as they happen.
        </li>
        <li>
          <strong>Category Coverage:</strong> Stories are organised into clear categories, such as business, markets,
          technology, health, sport and entertainment, so you can go straight to the topics you care about.
        </li>
        <li>
          <strong>Global Perspective:</strong> We bring together reporting from India and around the world, giving you a
          broad view of the stories that shape our lives.
        </li>
        <li>
          <strong>User-Friendly Interface:</strong> Our site is designed to be fast, accessible and easy to use, with
          simple navigation, search and sharing on mobile and desktop alike.
        </li>
      </ul>

      <h2>Our Founder</h2>
      <p>
        {siteName} was founded in 2024 by a small team of journalists and engineers who believed that reading the news
        online should be simpler, more transparent and more respectful of readers’ time. Our founding team brought
        together newsroom experience and technical skill to build a site that is quick to use and honest about its
        sources.
      </p>
      <p>
        We are headquartered in India, and we continue to be shaped by the same goal that brought our founding team
        together: making reliable news easy for everyone to find.
      </p>

      <h2>Our Values</h2>
      <ul>
        <li>
          <strong>Accuracy:</strong> We aim to get the facts right, correct mistakes promptly and rely on reputable
          sources for the news we carry.
        </li>
        <li>
          <strong>Transparency:</strong> We are open about where our news comes from, crediting and linking to original
          publishers and clearly marking the stories our own staff write.
        </li>
        <li>
          <strong>Accessibility:</strong> We build {siteName} so that as many people as possible can use it, whatever
          their device, connection or ability.
        </li>
      </ul>

      <h2>Get in Touch</h2>
      <p>
        We would love to hear from you, whether you have a news tip, a suggestion for a source, a correction or general
        feedback. Please visit our <a href="/contact">contact page</a> to send us a message.
      </p>
    </>
  );
}
