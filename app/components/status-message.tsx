/** A form's answer as an action returns it: worked (`ok`) or refused, with fields named when the input was at fault. */
export interface FormResult {
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
}

/**
 * The text a one-message form shows: a refusal naming fields says what is wrong with the
 * first of them (the use case's words), anything else its message.
 */
export function formMessage(result: FormResult): string {
  if (result.ok) return result.message;
  const [first] = Object.values(result.fields ?? {});
  return first ?? result.message;
}

/**
 * The answer of an admin form, read out politely: green when it worked, red when it was
 * refused. The region is always there so a screen reader hears each new answer.
 */
export function StatusMessage({ result, className = 'mt-2 text-sm' }: { result?: FormResult; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      {result ? (
        <p className={result.ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300'}>
          {result.message}
        </p>
      ) : null}
    </div>
  );
}
