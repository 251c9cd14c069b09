import { useIntl } from 'react-intl';

const SIZES = {
  inline: 'min-h-[120px]',
  sidebar: 'min-h-[250px]',
} as const;

/**
 * An advertisement slot of a fixed size. With an ad client id configured and the reader's
 * consent to advertising, the ads island (app/islands/ads.ts) loads the advertising script and
 * shows the slot's `ins`; without consent (or without JavaScript) it stays a neutral box of the
 * same size, so the page never shifts either way. A site with no advertising configured shows
 * nothing at all: no ad could ever fill the box.
 */
export function AdSlot({
  client,
  slot,
  variant,
}: {
  client: string | null;
  slot: string | null;
  variant: keyof typeof SIZES;
}) {
  const label = useIntl().formatMessage({ id: 'ad.label' });
  if (!client || !slot) return null;
  return (
    <aside
      aria-label={label}
      className={`flex w-full items-center justify-center overflow-hidden rounded-lg border border-dashed border-neutral-300 bg-neutral-50 text-xs tracking-widest text-neutral-600 uppercase dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-400 ${SIZES[variant]}`}
    >
      <span data-ad-placeholder="">{label}</span>
      <ins
        className="adsbygoogle block h-full w-full"
        data-ad-client={client}
        data-ad-slot={slot}
        data-ad-format="auto"
        data-full-width-responsive="true"
        hidden
      />
    </aside>
  );
}
