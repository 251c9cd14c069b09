import type { IngestConfig } from '../../config';
import { gnewsProvider } from './gnews';
import { guardianProvider } from './guardian';
import { newsApiProvider } from './newsapi';
import { newsDataProvider } from './newsdata';
import type { Provider } from './provider';
import { rssProvider } from './rss';

/** The configured providers, in the order a category of an edition is filled from them. */
export function configuredProviders(config: IngestConfig): Provider[] {
  const providers: Provider[] = [];
  if (config.newsapi) providers.push(newsApiProvider(config.newsapi.key, config.newsapi.url));
  if (config.gnews) providers.push(gnewsProvider(config.gnews.key, config.gnews.url, config.gnews.editions));
  if (config.newsdata) {
    providers.push(newsDataProvider(config.newsdata.key, config.newsdata.url, config.newsdata.editions));
  }
  if (config.guardian) providers.push(guardianProvider(config.guardian.key, config.guardian.url));
  const feeds = rssProvider(config.rssFeeds);
  if (feeds.editions.length > 0) providers.push(feeds);
  return providers;
}
