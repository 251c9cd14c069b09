import { DEFAULT_EDITION, EDITIONS, otherEditions } from '../../../core/editions';
import { useEffect, useRef, useState } from 'react';
import { formText } from '../../lib/form';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/site-settings';
import { formatDateTime } from '../../../core/dates';
import { chosenImageProblem, IMAGE_TYPES } from '../../../core/upload-check';
import { BREAKING_TEXT_MAX } from '../../../core/navigation';
import { EDITION_TEXT_FIELDS, SOCIAL_LABELS, SOCIAL_NETWORKS, type SiteSettings } from '../../../core/site-settings';
import { LICENCE_NAMES } from '../../../core/republishing';
import { ACCESS_LABELS, ACCESS_LEVELS, METER_MAX } from '../../../core/access';
import { COMMENTER_LABELS, COMMENTERS, PREMODERATION, PREMODERATION_LABELS } from '../../../core/comments';
import { CATEGORIES } from '../../../core/categories';
import { FaqEditor, NavigationEditor } from '../../components/admin/menu-editor';
import { StatusMessage } from '../../components/status-message';
import { adminMeta, siteTimeZone } from '../../lib/meta';
import { forForm, forPage } from '../../lib/use-case.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const view = await forPage(request, () => context.queries.settings.view(context.actor));
  return { ...view, updatedAt: view.updatedAt?.toISOString() ?? null };
}

/** Saves the site's details, logo and icon (SettingsCommands.update); refused fields are named on the form. */
export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data(
      { ok: false as const, message: 'The form could not be read. Please try again.', fields: {} },
      { status: 400 },
    );
  }
  const text = formText(form);
  // The menus and the FAQ travel as JSON (app/components/admin/menu-editor.tsx); left out, they stay as saved.
  const json = (name: string): unknown => {
    const value = form.get(name);
    if (typeof value !== 'string') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return null; // refused by the schema, naming the field
    }
  };
  const breakingText = form.get('breakingText');
  const input = {
    siteName: text('siteName'),
    tagline: text('tagline'),
    description: text('description'),
    contactEmail: text('contactEmail'),
    contactPhone: text('contactPhone'),
    contactAddress: text('contactAddress'),
    contactHours: text('contactHours'),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, text(`social.${n}`)])),
    legalName: text('legalName'),
    navigation: json('navigation'),
    faq: json('faq'),
    breakingText: typeof breakingText === 'string' ? breakingText.replace(/\r\n?/g, '\n') : undefined,
    republishLicence: form.has('republishLicence') ? text('republishLicence') : undefined,
    editions: Object.fromEntries(
      otherEditions(DEFAULT_EDITION)
        .filter((edition) => form.has(`editions.${edition}.siteName`))
        .map((edition) => [
          edition,
          Object.fromEntries(
            EDITION_TEXT_FIELDS.map((field) => [field, text(`editions.${edition}.${field}`).replace(/\r\n?/g, '\n')]),
          ),
        ]),
    ),
    paywall: form.has('paywall.defaultAccess')
      ? {
          defaultAccess: text('paywall.defaultAccess'),
          categoryAccess: Object.fromEntries(CATEGORIES.map((c) => [c, text(`paywall.category.${c}`)])),
          meterAnonymous: text('paywall.meterAnonymous'),
          meterRegistered: text('paywall.meterRegistered'),
          giftLinksPerMonth: text('paywall.giftLinksPerMonth'),
        }
      : undefined,
    comments: form.has('comments.who')
      ? {
          enabled: form.get('comments.enabled') === 'on',
          who: text('comments.who'),
          closeAfterDays: text('comments.closeAfterDays'),
          premoderation: text('comments.premoderation'),
          bannedWords: text('comments.bannedWords'),
          holdLinks: form.get('comments.holdLinks') === 'on',
          perMinute: text('comments.perMinute'),
          perDay: text('comments.perDay'),
        }
      : undefined,
  };
  const bytes = async (name: string) => {
    const value = form.get(name);
    return value instanceof File && value.size > 0 ? new Uint8Array(await value.arrayBuffer()) : null;
  };
  const images = {
    logo: await bytes('logo'),
    favicon: await bytes('favicon'),
    removeLogo: form.get('removeLogo') === 'on',
    removeFavicon: form.get('removeFavicon') === 'on',
  };
  return forForm(request, async () => {
    await context.commands.settings.update(context.actor, input, images);
    return { ok: true as const, message: 'Settings saved. The site shows them now.' };
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Site settings');

export default function SiteSettingsPage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const timeZone = siteTimeZone(matches);
  const { values, updatedAt, updatedBy, categoriesWithStories } = loaderData;
  const saving = useNavigation().state === 'submitting';
  const errors: Record<string, string> = actionData && !actionData.ok ? actionData.fields : {};
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save takes the reader to the first field it names (the message at the top says why).
  useEffect(() => {
    if (actionData && !actionData.ok) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [actionData]);
  return (
    <div className="max-w-3xl">
      <h1 className="font-serif text-3xl font-black">Site settings</h1>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
        {updatedAt && updatedBy
          ? `Last saved by ${updatedBy} on ${formatDateTime(updatedAt, timeZone)}.`
          : 'Not saved yet: these values come from the server’s environment (.env). Saving stores them in the database.'}
      </p>
      <StatusMessage result={actionData} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-8"
        key={updatedAt ?? 'env'}
        ref={formRef}
      >
        <Fieldset legend="The site">
          <Field name="siteName" label="Site name" values={values} errors={errors} required maxLength={60} />
          <Field
            name="tagline"
            label="Tagline"
            hint="One sentence under the logo in the footer. Leave empty for none."
            values={values}
            errors={errors}
            maxLength={200}
            multiline
          />
          <Field
            name="description"
            label="Default description"
            hint="The home page’s description for search engines and share cards, and the main feed’s."
            values={values}
            errors={errors}
            maxLength={300}
            multiline
          />
        </Fieldset>

        {otherEditions(DEFAULT_EDITION).map((edition) => (
          <Fieldset
            key={edition}
            legend={`${EDITIONS[edition].english} edition`}
            hint={`How the ${EDITIONS[edition].english} pages (${EDITIONS[edition].prefix}/) name and describe the site, in ${EDITIONS[edition].english}. Left empty: the site name above, and the edition's own words.`}
          >
            {(
              [
                ['siteName', 'site name', 60, false],
                ['tagline', 'tagline', 200, true],
                ['description', 'default description', 300, true],
                ['breakingText', 'Breaking News box', BREAKING_TEXT_MAX, true],
              ] as const
            ).map(([field, label, max, multiline]) => (
              <Field
                key={field}
                name={`editions.${edition}.${field}`}
                label={`${EDITIONS[edition].english} ${label}`}
                defaultValue={values.editions[edition]?.[field] ?? ''}
                errors={errors}
                maxLength={max}
                multiline={multiline}
              />
            ))}
          </Fieldset>
        ))}

        <Fieldset legend="Contact details" hint="Shown on the Contact page; a detail left empty is not shown.">
          <Field name="contactEmail" label="Email" type="email" values={values} errors={errors} maxLength={254} />
          <Field name="contactPhone" label="Phone" type="tel" values={values} errors={errors} maxLength={40} />
          <Field
            name="contactAddress"
            label="Address"
            hint="One line per line of the address."
            values={values}
            errors={errors}
            maxLength={400}
            multiline
          />
          <Field name="contactHours" label="Hours" values={values} errors={errors} maxLength={120} />
        </Fieldset>

        <Fieldset
          legend="Social profiles"
          hint="Full addresses (https://…); shown in the footer and on the Contact page."
        >
          {SOCIAL_NETWORKS.map((network) => (
            <Field
              key={network}
              name={`social.${network}`}
              label={SOCIAL_LABELS[network]}
              type="url"
              defaultValue={values.social[network]}
              errors={errors}
              maxLength={300}
            />
          ))}
        </Fieldset>

        <Fieldset legend="Legal pages">
          <Field
            name="legalName"
            label="Organisation name"
            hint="Who “we” are in the privacy policy, terms, disclaimer and cookie policy. Empty: the site name. A change updates their ‘Last updated’ date."
            values={values}
            errors={errors}
            maxLength={120}
          />
        </Fieldset>

        <Fieldset
          legend="Menus"
          hint="What the header, its ☰ menu, the sidebar and the footer link to. Home always comes first in the header; the footer’s ‘Company’ list (About, Contact and the legal pages) is fixed."
        >
          <NavigationEditor initial={values.navigation} categoriesWithStories={categoriesWithStories} errors={errors} />
        </Fieldset>

        <Fieldset
          legend="Republishing"
          hint="Stories marked ‘Free to republish’ in the editor offer other publications their HTML, with a credit, a link back and a counter, under this licence. With none, nothing is offered."
        >
          <FieldFrame id="settings-republishLicence" label="Licence" error={errors.republishLicence}>
            <select
              id="settings-republishLicence"
              name="republishLicence"
              defaultValue={values.republishLicence}
              aria-invalid={errors.republishLicence ? true : undefined}
              aria-describedby={errors.republishLicence ? 'settings-republishLicence-error' : undefined}
              className="input mt-1 w-auto"
            >
              <option value="">None: republishing is off</option>
              {LICENCE_NAMES.map((licence) => (
                <option key={licence} value={licence}>
                  {licence}
                </option>
              ))}
            </select>
          </FieldFrame>
        </Fieldset>

        <Fieldset
          legend="Access and paywall"
          hint="Who may read stories in full when their editor leaves Access at ‘Site default’. Readers without access see the story’s public preview and an offer to sign up or become a member; the monthly allowances let them read a few locked stories in full first."
        >
          <FieldFrame id="settings-paywall-default" label="Stories are for" error={errors['paywall.defaultAccess']}>
            <AccessSelect
              id="settings-paywall-default"
              name="paywall.defaultAccess"
              value={values.paywall.defaultAccess}
              error={errors['paywall.defaultAccess']}
            />
          </FieldFrame>
          <details>
            <summary className="cursor-pointer text-sm font-semibold">By category</summary>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {CATEGORIES.map((category) => (
                <FieldFrame key={category} id={`settings-paywall-${category}`} label={category}>
                  <AccessSelect
                    id={`settings-paywall-${category}`}
                    name={`paywall.category.${category}`}
                    value={values.paywall.categoryAccess[category] ?? ''}
                    inherit
                  />
                </FieldFrame>
              ))}
            </div>
          </details>
          <div className="grid gap-4 sm:grid-cols-3">
            {(
              [
                ['meterAnonymous', 'Free stories a month, signed out'],
                ['meterRegistered', 'Free stories a month, signed in'],
                ['giftLinksPerMonth', 'Gift links a member may send a month'],
              ] as const
            ).map(([key, label]) => (
              <FieldFrame key={key} id={`settings-paywall-${key}`} label={label} error={errors[`paywall.${key}`]}>
                <input
                  id={`settings-paywall-${key}`}
                  name={`paywall.${key}`}
                  type="number"
                  min={0}
                  max={METER_MAX}
                  defaultValue={values.paywall[key]}
                  className="input mt-1 w-28"
                  {...describedBy(`settings-paywall-${key}`, undefined, errors[`paywall.${key}`])}
                />
              </FieldFrame>
            ))}
          </div>
        </Fieldset>

        <Fieldset
          legend="Comments"
          hint="Readers answer stories under them. Editors and admins moderate them at Admin, Comments; these rules decide what waits for them first."
        >
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input type="checkbox" name="comments.enabled" defaultChecked={values.comments.enabled} />
            Readers may comment
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldFrame id="settings-comments-who" label="Who may comment" error={errors['comments.who']}>
              <select
                id="settings-comments-who"
                name="comments.who"
                defaultValue={values.comments.who}
                className="input mt-1"
                {...describedBy('settings-comments-who', undefined, errors['comments.who'])}
              >
                {COMMENTERS.map((who) => (
                  <option key={who} value={who}>
                    {COMMENTER_LABELS[who]}
                  </option>
                ))}
              </select>
            </FieldFrame>
            <FieldFrame
              id="settings-comments-premoderation"
              label="Review before they show"
              error={errors['comments.premoderation']}
            >
              <select
                id="settings-comments-premoderation"
                name="comments.premoderation"
                defaultValue={values.comments.premoderation}
                className="input mt-1"
                {...describedBy('settings-comments-premoderation', undefined, errors['comments.premoderation'])}
              >
                {PREMODERATION.map((rule) => (
                  <option key={rule} value={rule}>
                    {PREMODERATION_LABELS[rule]}
                  </option>
                ))}
              </select>
            </FieldFrame>
          </div>
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input type="checkbox" name="comments.holdLinks" defaultChecked={values.comments.holdLinks} />
            Hold comments with a link for review
          </label>
          <FieldFrame
            id="settings-comments-banned"
            label="Words and phrases held for review"
            error={errors['comments.bannedWords']}
          >
            <textarea
              id="settings-comments-banned"
              name="comments.bannedWords"
              rows={4}
              defaultValue={values.comments.bannedWords.join('\n')}
              className="input mt-1"
              {...describedBy(
                'settings-comments-banned',
                'settings-comments-banned-hint',
                errors['comments.bannedWords'],
              )}
            />
            <p id="settings-comments-banned-hint" className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
              One a line, in any script. Whole words match, whatever their letter case and accents.
            </p>
          </FieldFrame>
          <div className="grid gap-4 sm:grid-cols-3">
            {(
              [
                ['closeAfterDays', 'Days a story takes comments (0: always)', 0, 3650],
                ['perMinute', 'Comments a reader may post a minute', 1, 100],
                ['perDay', 'Comments a reader may post a day', 1, 10_000],
              ] as const
            ).map(([key, label, min, max]) => (
              <FieldFrame key={key} id={`settings-comments-${key}`} label={label} error={errors[`comments.${key}`]}>
                <input
                  id={`settings-comments-${key}`}
                  name={`comments.${key}`}
                  type="number"
                  min={min}
                  max={max}
                  defaultValue={values.comments[key]}
                  className="input mt-1 w-28"
                  {...describedBy(`settings-comments-${key}`, undefined, errors[`comments.${key}`])}
                />
              </FieldFrame>
            ))}
          </div>
        </Fieldset>

        <Fieldset legend="Sidebar and Contact page">
          <Field
            name="breakingText"
            label="Breaking News box"
            hint="The text of the red box in the sidebar, plain text. Leave empty for no box."
            values={values}
            errors={errors}
            maxLength={BREAKING_TEXT_MAX}
            multiline
          />
          <div className="space-y-3">
            <h3 className="font-semibold">Contact page: Frequently Asked Questions</h3>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              Plain text, shown in this order. With none, the Contact page has no FAQ.
            </p>
            <FaqEditor initial={values.faq} errors={errors} />
          </div>
        </Fieldset>

        <Fieldset legend="Logo and icon" hint="JPEG, PNG, WebP, AVIF or GIF, up to 10 MB.">
          <ImageField
            name="logo"
            label="Logo"
            hint="Shown 32 px tall in the header and footer instead of the site name."
            current={values.logo}
            preview={values.logo}
            error={errors.logo}
          />
          <ImageField
            name="favicon"
            label="Icon"
            hint="A square picture for browser tabs and phone home screens."
            current={values.favicon}
            preview={values.favicon ? `${values.favicon}-180.png` : null}
            error={errors.favicon}
          />
        </Fieldset>

        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save settings'}
        </button>
      </Form>
    </div>
  );
}

/** Who may read stories: a level, or (per category) the site's default. */
function AccessSelect({
  id,
  name,
  value,
  error,
  inherit,
}: {
  id: string;
  name: string;
  value: string;
  error?: string;
  inherit?: boolean;
}) {
  return (
    <select
      id={id}
      name={name}
      defaultValue={value}
      className="input mt-1 w-auto"
      {...describedBy(id, undefined, error)}
    >
      {inherit ? <option value="">Site default</option> : null}
      {ACCESS_LEVELS.map((level) => (
        <option key={level} value={level}>
          {ACCESS_LABELS[level]}
        </option>
      ))}
    </select>
  );
}

function Fieldset({ legend, hint, children }: { legend: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900">
      <legend className="px-1 font-serif text-lg font-bold">{legend}</legend>
      {hint ? <p className="text-sm text-neutral-700 dark:text-neutral-300">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

type TextKey = Exclude<
  keyof SiteSettings,
  'social' | 'logo' | 'favicon' | 'navigation' | 'faq' | 'republishLicence' | 'paywall'
>;

/** What every field of the form shares: its label, hint and error, tied to the control by id. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-neutral-700 dark:text-neutral-300">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The control's accessible state: what describes it (the hint, the error) and whether it is invalid. */
function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

function Field({
  name,
  label,
  hint,
  values,
  defaultValue,
  errors,
  type = 'text',
  multiline = false,
  required = false,
  maxLength,
}: {
  name: string;
  label: string;
  hint?: string;
  values?: SiteSettings;
  defaultValue?: string;
  errors: Record<string, string>;
  type?: string;
  multiline?: boolean;
  required?: boolean;
  maxLength: number;
}) {
  const id = `site-${name.replace('.', '-')}`;
  const error = errors[name];
  const value = defaultValue ?? (values ? String(values[name as TextKey]) : '');
  const common = {
    id,
    name,
    defaultValue: value,
    maxLength,
    required,
    ...describedBy(id, hint, error),
    className: 'input mt-1',
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {multiline ? <textarea rows={3} {...common} /> : <input type={type} {...common} />}
    </FieldFrame>
  );
}

function ImageField({
  name,
  label,
  hint,
  current,
  preview,
  error,
}: {
  name: 'logo' | 'favicon';
  label: string;
  hint: string;
  current: string | null;
  preview: string | null;
  error?: string;
}) {
  const id = `site-${name}`;
  // Checked as soon as a file is chosen (its type and size); the server checks its bytes on save.
  // The server's answer (`error`) wins once it comes after the file was chosen.
  const [chosen, setChosen] = useState<{ problem: string | null; before: string | undefined } | null>(null);
  const shown = chosen && chosen.before === error ? (chosen.problem ?? undefined) : error;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={shown}>
      {preview ? (
        <img src={preview} alt={`Current ${label.toLowerCase()}`} className="mt-2 h-12 w-auto rounded border" />
      ) : (
        <p className="mt-1 text-sm">Using the built-in {label.toLowerCase()}.</p>
      )}
      <input
        id={id}
        name={name}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        {...describedBy(id, hint, shown)}
        className="mt-2 block text-sm"
        onChange={(e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          const problem = file ? chosenImageProblem(file) : null;
          // The form is not sent while the field holds a file the server would refuse.
          input.setCustomValidity(problem ?? '');
          setChosen({ problem, before: error });
        }}
      />
      {current ? (
        <label className="mt-2 flex items-center gap-2 text-sm">
          <input type="checkbox" name={name === 'logo' ? 'removeLogo' : 'removeFavicon'} /> Remove the current{' '}
          {label.toLowerCase()}
        </label>
      ) : null}
    </FieldFrame>
  );
}
