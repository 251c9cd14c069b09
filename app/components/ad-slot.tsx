import { useEffect, useRef } from 'react';
import { loadedScripts, loadScript, useConsent } from '../lib/consent';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

const SIZES = {
  inline: 'min-h-[120px]',
  sidebar: 'min-h-[250px]',
} as const;

/**
 * An advertisement slot of a fixed size. With an ad client id configured and the
 * reader's consent to advertising it loads the advertising script; without consent it
 * stays a neutral box of the same size, so the page never shifts either way. A site
 * with no advertising configured shows nothing at all: no ad could ever fill the box.
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
  const ref = useRef<HTMLModElement>(null);
  const consent = useConsent();
  const live = Boolean(client && slot && consent?.advertising);

  useEffect(() => {
    if (!live || !client) return;
    loadScript(`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`);
    loadedScripts.advertising = true;
    try {
      (window.adsbygoogle = window.adsbygoogle ?? []).push({});
    } catch {
      // An ad that fails to fill leaves the neutral box.
    }
  }, [live, client]);

  if (!client || !slot) return null;
  return (
    <aside
      aria-label="Advertisement"
      className={`flex w-full items-center justify-center overflow-hidden rounded-lg border border-dashed border-neutral-300 bg-neutral-50 text-xs tracking-widest text-neutral-600 uppercase dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-400 ${SIZES[variant]}`}
    >
      {live ? (
        <ins
          ref={ref}
          className="adsbygoogle block h-full w-full"
          data-ad-client={client ?? undefined}
          data-ad-slot={slot ?? undefined}
          data-ad-format="auto"
          data-full-width-responsive="true"
        />
      ) : (
        <span>Advertisement</span>
      )}
    </aside>
  );
}
