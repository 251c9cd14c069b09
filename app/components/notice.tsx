import type { ReactNode } from 'react';

const TONES = {
  good: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  bad: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
} as const;

/**
 * A boxed line on a reader's page: good news (a thank-you, announced as a status when it answers
 * what they did) or a refusal (an alert). The reader-revenue pages' (membership, donate, account).
 */
export function Notice({
  tone,
  role,
  children,
}: {
  tone: keyof typeof TONES;
  role?: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <p role={role} className={`mt-4 rounded-lg border p-3 ${TONES[tone]}`}>
      {children}
    </p>
  );
}
