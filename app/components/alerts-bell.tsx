import { useIntl } from 'react-intl';
import { PUSH_CHOICES } from '../../core/alerts';
import { DEFAULT_PUSH_CHOICES } from '../../core/push-store';
import type { MessageId } from '../i18n/messages/en';

/**
 * Alerts (docs/product.md, 'Alerts and following'). A reading page carries only what opens the
 * alerts panel: the header's bell (`AlertsBell`) and, at the end of a story, a quiet invitation
 * (`AlertsOptIn`), the same for everyone (the page is shared and cached). The bell is drawn
 * disabled, in its place, so nothing moves when the push island (app/islands/push.ts) enables it
 * and marks it when alerts are on in this browser; the invitation is drawn shown, and the island
 * hides it where alerts are on or cannot be turned on (a shift at the story's end, seldom in view,
 * and only for those readers). Without JavaScript neither is shown (`noscript:hidden`). The panel itself (`AlertsPanel`) is not in the page: the island fetches it
 * on the first press, drawn by app/routes/alerts-panel.tsx in the page's language, so its words
 * cost no page anything until a reader asks for them.
 */

/**
 * The header's bell: an icon in the header row (`className` says from which width), or a
 * labelled button in the ☰ menu on the smallest phones (`withText`). The icon is drawn by the
 * stylesheet (`.alerts-bell`, app/app.css), filled when the island sets `data-on`.
 */
export function AlertsBell({ className, withText = false }: { className: string; withText?: boolean }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'alerts.bell' });
  return (
    <button
      type="button"
      disabled
      data-push-open=""
      aria-haspopup="dialog"
      aria-label={withText ? undefined : name}
      title={withText ? undefined : name}
      className={`alerts-bell noscript:hidden ${className}`}
      // Said when the panel cannot be fetched (offline); the bar's bell carries it for both.
      data-label-offline={withText ? undefined : intl.formatMessage({ id: 'alerts.offline' })}
    >
      {withText ? name : null}
    </button>
  );
}

/** The end of a story: breaking news alerts offered, once, quietly (hidden where alerts are on or cannot be). */
export function AlertsOptIn({ siteName }: { siteName: string }) {
  const intl = useIntl();
  return (
    <aside data-push-optin="" aria-labelledby="alerts-optin-heading" className="alerts-optin noscript:hidden">
      <div>
        <h2 id="alerts-optin-heading">{intl.formatMessage({ id: 'alerts.optInHeading' })}</h2>
        <p>{intl.formatMessage({ id: 'alerts.optInText' }, { siteName })}</p>
      </div>
      <button type="button" disabled data-push-open="" aria-haspopup="dialog" className="alerts-bell btn-secondary">
        {intl.formatMessage({ id: 'alerts.optInButton' })}
      </button>
    </aside>
  );
}

/**
 * The alerts panel: a modal dialog (app/islands/push.ts opens it, keeps the focus in it, and
 * gives it back to the button that opened it). What the reader's browser allows decides what it
 * shows: the choices with 'Turn on alerts' (or, when on, 'Save choices' and 'Turn off alerts'),
 * or one note in their place (`data-push-note`: the browser cannot; alerts are blocked; an iPhone
 * or iPad must add the site to its Home Screen first). The island's words: `data-label-*`.
 */
export function AlertsPanel({ siteName }: { siteName: string }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <dialog
      id="alerts-panel"
      data-push-panel=""
      aria-labelledby="alerts-panel-heading"
      className="alerts-panel"
      data-label-turn-on={t('alerts.turnOn')}
      data-label-save={t('alerts.save')}
      data-label-working={t('alerts.working')}
      data-label-turned-on={t('alerts.turnedOn')}
      data-label-saved={t('alerts.saved')}
      data-label-turned-off={t('alerts.turnedOff')}
      data-label-none={t('alerts.none')}
      data-label-failed={t('alerts.failed')}
      data-label-not-allowed={t('alerts.notAllowed')}
    >
      <div className="alerts-panel-head">
        <h2 id="alerts-panel-heading">{intl.formatMessage({ id: 'alerts.heading' }, { siteName })}</h2>
        <button type="button" data-push-close="" className="header-icon flex" aria-label={t('alerts.close')}>
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <p>{t('alerts.intro')}</p>
      <p data-push-note="unsupported" hidden className="alerts-note">
        {t('alerts.unsupported')}
      </p>
      <p data-push-note="denied" hidden className="alerts-note">
        {t('alerts.denied')}
      </p>
      <p data-push-note="ios" hidden className="alerts-note">
        {t('alerts.ios')}
      </p>
      <form data-push-form="" hidden noValidate>
        <fieldset>
          <legend>{t('alerts.choices')}</legend>
          {PUSH_CHOICES.map((choice) => (
            <div key={choice} className="alerts-choice">
              <input
                type="checkbox"
                id={`alerts-${choice}`}
                name={choice}
                defaultChecked={DEFAULT_PUSH_CHOICES[choice]}
                aria-describedby={`alerts-hint-${choice}`}
              />
              <div>
                <label htmlFor={`alerts-${choice}`}>{t(`alerts.${choice}`)}</label>
                <p id={`alerts-hint-${choice}`}>{t(`alerts.${choice}Hint`)}</p>
              </div>
            </div>
          ))}
        </fieldset>
        <p data-push-on="" hidden className="font-semibold">
          {t('alerts.on')}
        </p>
        <p data-push-status="" role="status" className="alerts-status" />
        <div className="flex flex-wrap gap-2">
          <button type="submit" data-push-submit="" className="btn-primary">
            {t('alerts.turnOn')}
          </button>
          <button type="button" data-push-off="" hidden className="btn-secondary">
            {t('alerts.turnOff')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
