import { useIntl } from 'react-intl';
import { articlePath, type Teaser } from '../../core/article';
import type { MessageId } from '../i18n/messages/en';

/** Without JavaScript: every headline listed, no controls. */
const NO_SCRIPT = `
          [data-breaking-banner] [data-breaking-controls] { display: none; }
          [data-breaking-banner] [data-breaking-slide] { visibility: visible; opacity: 1; grid-area: auto; }
          [data-breaking-banner] [data-breaking-slides] { row-gap: 0.5rem; }
        `;

const control =
  'inline-flex size-9 items-center justify-center rounded-md text-neutral-900 hover:bg-brand-100 dark:text-neutral-100 dark:hover:bg-neutral-800';

/**
 * The newest headlines under a 'Breaking' label, one at a time and in full, following the
 * WAI-ARIA carousel pattern: they rotate every six seconds with a Pause/Play button first in
 * the tab order, previous and next buttons, no rotation while the pointer is over the banner or
 * keyboard focus is in it, none at all for readers who ask for reduced motion, and a polite live
 * region only while it does not rotate on its own. The headlines share one grid cell, so the
 * banner is as tall as the longest of them and never moves the page when it changes.
 * Pure markup drawn as it first shows, rotating on the first headline; the breaking island
 * (app/islands/breaking.ts) runs it, naming the Pause/Play button from its `data-label-pause`,
 * `data-label-play`, `data-title-pause` and `data-title-play` (the page's language). Without JavaScript the headlines are all listed, one under
 * another, and the controls are not shown.
 */
export function BreakingBanner({ articles }: { articles: Teaser[] }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const count = articles.length;
  if (count === 0) return null;
  return (
    <section
      aria-roledescription={t('breaking.carousel')}
      aria-label={t('breaking.region')}
      data-breaking-banner=""
      className="flex flex-wrap items-stretch overflow-hidden rounded-lg border border-brand-700 bg-brand-50 dark:bg-neutral-900"
    >
      <noscript>
        <style>{NO_SCRIPT}</style>
      </noscript>
      <p className="flex shrink-0 items-center bg-brand-700 px-3 py-2 text-xs font-black tracking-widest text-white uppercase">
        {t('breaking.heading')}
      </p>
      {count > 1 ? (
        <div
          data-breaking-controls=""
          className="ml-auto flex shrink-0 items-center gap-1 px-2 py-1 sm:order-last sm:ml-0"
          role="group"
          aria-label={t('breaking.controls')}
        >
          <button
            type="button"
            className={control}
            data-breaking-toggle=""
            aria-label={t('breaking.pause')}
            title={t('breaking.pauseShort')}
            data-label-pause={t('breaking.pause')}
            data-label-play={t('breaking.play')}
            data-title-pause={t('breaking.pauseShort')}
            data-title-play={t('breaking.playShort')}
          >
            <PauseIcon />
            <PlayIcon />
          </button>
          <button
            type="button"
            className={control}
            data-breaking-step="-1"
            aria-label={t('breaking.previous')}
            title={t('breaking.previousShort')}
            aria-controls="breaking-slides"
          >
            <ChevronIcon direction="left" />
          </button>
          <span
            data-breaking-count=""
            className="min-w-10 text-center text-xs font-semibold text-neutral-800 tabular-nums dark:text-neutral-200"
          >
            {intl.formatMessage({ id: 'breaking.counter' }, { index: 1, count })}
          </span>
          <button
            type="button"
            className={control}
            data-breaking-step="1"
            aria-label={t('breaking.next')}
            title={t('breaking.nextShort')}
            aria-controls="breaking-slides"
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      ) : null}
      <div
        id="breaking-slides"
        data-breaking-slides=""
        aria-live={count > 1 ? 'off' : 'polite'}
        className="grid min-w-0 basis-full items-center px-4 py-2 text-sm sm:flex-1 sm:basis-0"
      >
        {articles.map((article, i) => (
          <div
            key={article._id}
            data-breaking-slide=""
            role="group"
            aria-roledescription={t('breaking.slide')}
            aria-label={intl.formatMessage({ id: 'breaking.position' }, { index: i + 1, count })}
            // Hidden headlines keep their place in the grid cell (the banner's height), out of sight and of the tab order;
            // the next one fades in, the last one goes at once.
            className={`[grid-area:1/1] transition-opacity duration-500 ${
              i === 0 ? 'visible opacity-100' : 'invisible opacity-0'
            }`}
          >
            <a
              href={articlePath(article)}
              className="font-semibold text-neutral-900 hover:text-brand-700 hover:underline dark:text-neutral-100 dark:hover:text-red-300"
            >
              {article.title}
            </a>
          </div>
        ))}
      </div>
    </section>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor" data-breaking-pause="">
      <rect x="3" y="2" width="3.5" height="12" rx="1" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="hidden size-4" fill="currentColor" data-breaking-play="">
      <path d="M4 2.5v11a1 1 0 0 0 1.5.86l9-5.5a1 1 0 0 0 0-1.72l-9-5.5A1 1 0 0 0 4 2.5Z" />
    </svg>
  );
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'} />
    </svg>
  );
}
