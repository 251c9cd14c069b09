import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PASSWORD_MIN } from '../../core/roles';

/** The frame of the sign-in and registration forms. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: React.ReactNode;
  footer: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md py-6">
      <div className="rounded-2xl border border-neutral-200 bg-white p-8 shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
        <h1 className="font-serif text-3xl font-black">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <p className="mt-6 text-center text-sm text-neutral-700 dark:text-neutral-300">{footer}</p> : null}
    </div>
  );
}

export function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  error,
  minLength,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  error?: string;
  minLength?: number;
}) {
  return (
    <div>
      <label htmlFor={`field-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`field-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        minLength={minLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `field-${name}-error` : undefined}
        className="input mt-1"
      />
      {error ? (
        <p id={`field-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ message }: { message: string | undefined }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">{message}</p>
      ) : null}
    </div>
  );
}

export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <>
      {question}{' '}
      <Link to={to} className="link font-semibold">
        {label}
      </Link>
    </>
  );
}

/** The answer to a form: an alert when it failed, a polite status when it worked. */
export function FormStatus({ result }: { result: { ok: boolean; message: string } | undefined }) {
  return (
    <>
      {result && !result.ok ? <FormError message={result.message} /> : null}
      <div role="status" aria-live="polite">
        {result?.ok ? <p className="text-sm text-green-800 dark:text-green-300">{result.message}</p> : null}
      </div>
    </>
  );
}

/** A new password and its confirmation: the same two fields wherever a password is chosen. */
export function NewPasswordFields() {
  const intl = useIntl();
  return (
    <>
      <Field
        name="newPassword"
        label={intl.formatMessage({ id: 'authForm.newPassword' })}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
      />
      <Field
        name="confirmPassword"
        label={intl.formatMessage({ id: 'authForm.confirmNewPassword' })}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
