import { useEffect, useRef } from 'react';

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
 * An advertisement slot of a fixed size. With an ad client id configured it loads
 * the advertising script; otherwise it stays a neutral box of the same size, so
 * the page never shifts either way.
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
  const live = Boolean(client && slot);

  useEffect(() => {
    if (!live || !client) return;
    const src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
    if (!document.querySelector(`script[src="${src}"]`)) {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      script.crossOrigin = 'anonymous';
      document.head.appendChild(script);
    }
    try {
      (window.adsbygoogle = window.adsbygoogle ?? []).push({});
    } catch {
      // An ad that fails to fill leaves the neutral box.
    }
  }, [live, client]);

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
