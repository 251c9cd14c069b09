/** Shown while an article loads on a client-side navigation (docs/product.md, 'Article page'). */
export function ArticleSkeleton() {
  const bar = 'rounded bg-neutral-200 dark:bg-neutral-800';
  return (
    <div className="animate-pulse space-y-5" role="status" aria-live="polite">
      <span className="sr-only">Loading article…</span>
      <div className={`h-5 w-24 ${bar}`} />
      <div className={`h-10 w-full ${bar}`} />
      <div className={`h-10 w-2/3 ${bar}`} />
      <div className={`h-4 w-48 ${bar}`} />
      <div className={`aspect-video w-full ${bar}`} />
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={`h-4 ${i % 3 === 2 ? 'w-5/6' : 'w-full'} ${bar}`} />
      ))}
    </div>
  );
}
