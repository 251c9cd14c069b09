import { useEffect, useId, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import type { Route } from './+types/contributors';
import { BIO_MAX } from '../../../core/authors';
import { CONTRIBUTOR_NAME_MAX, contributorPath, type Contributor } from '../../../core/bylines';
import { UPLOAD_TYPES } from '../../../core/media';
import { PersonPhoto } from '../../components/person-photo';
import { DeleteForm } from '../../components/admin/delete-form';
import { StatusMessage, type FormResult } from '../../components/status-message';
import { adminMeta } from '../../lib/meta';
import { changeContributors, contributorsPage } from './contributors.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return contributorsPage(request, context);
}

/** Add, change and delete: plain form posts, so they work without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return changeContributors(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Guest contributors');

const muted = 'text-neutral-700 dark:text-neutral-300';
const card = 'rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900';

/**
 * Guest contributors (docs/product.md, 'Bylines and contributors'): people without an account
 * whom stories credit, each with a name, a bio, a photo and a page of their stories. Editors and
 * admins keep them; writers credit them from a story's Advanced tab.
 */
export default function ContributorsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { contributors, canManage } = loaderData;
  const [latest, setLatest] = useState<FormResult | null>(null);
  const result = latest ?? actionData;
  return (
    <div>
      <h1 className="font-serif text-3xl font-black">Guest contributors</h1>
      <p className={`mt-1 max-w-prose ${muted}`}>
        People without an account whom stories credit: freelancers, stringers, partners. Credit them from a story’s
        Advanced tab, in its byline or its ‘With reporting by’ line; their page lists the stories that credit them.
      </p>
      <StatusMessage result={result ?? undefined} className="mt-2 min-h-6 text-sm font-semibold" />

      {canManage ? (
        <Form method="post" encType="multipart/form-data" className={`mt-4 max-w-2xl space-y-3 ${card}`}>
          <h2 className="font-semibold">Add a contributor</h2>
          <input type="hidden" name="intent" value="create" />
          <ContributorFields />
          <button type="submit" className="btn-primary py-1">
            Add contributor
          </button>
        </Form>
      ) : null}

      {contributors.length === 0 ? (
        <p
          className={`mt-4 rounded-xl border border-dashed border-neutral-300 p-8 text-center dark:border-neutral-700 ${muted}`}
        >
          No guest contributors yet.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {contributors.map((person) => (
            <li key={person._id}>
              <ContributorCard person={person} canManage={canManage} onDone={setLatest} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Name, bio and photo, empty for a new contributor or filled with one's own. */
function ContributorFields({ person }: { person?: Contributor }) {
  const id = useId();
  return (
    <>
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
          Name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          required
          maxLength={CONTRIBUTOR_NAME_MAX}
          defaultValue={person?.name}
          className="input mt-1"
        />
      </div>
      <div>
        <label htmlFor={`${id}-bio`} className="block text-sm font-semibold">
          Bio <span className={`font-normal ${muted}`}>(optional, up to {BIO_MAX} characters)</span>
        </label>
        <textarea
          id={`${id}-bio`}
          name="bio"
          rows={3}
          maxLength={BIO_MAX}
          defaultValue={person?.bio ?? ''}
          className="input mt-1"
        />
      </div>
      <div>
        <label htmlFor={`${id}-photo`} className="block text-sm font-semibold">
          Photo <span className={`font-normal ${muted}`}>(optional; a square is cut from it)</span>
        </label>
        <input id={`${id}-photo`} type="file" name="photo" accept={UPLOAD_TYPES.join(',')} className="mt-1 text-sm" />
      </div>
      {person?.avatar ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="removePhoto" />
          Remove the photo
        </label>
      ) : null}
    </>
  );
}

function ContributorCard({
  person,
  canManage,
  onDone,
}: {
  person: Contributor;
  canManage: boolean;
  onDone: (answer: FormResult) => void;
}) {
  const fetcher = useFetcher<typeof action>();
  useEffect(() => {
    if (fetcher.data) onDone(fetcher.data);
  }, [fetcher.data, onDone]);
  const headingId = `contributor-${person._id}`;
  return (
    <article aria-labelledby={headingId} className={`${card} space-y-3 text-sm`}>
      <div className="flex items-start gap-4">
        <PersonPhoto src={person.avatar} name={person.name} />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="text-base font-semibold [overflow-wrap:anywhere]">
            {person.name}
          </h2>
          {person.bio ? <p className="whitespace-pre-line">{person.bio}</p> : null}
          <p className={muted}>
            {person.stories === 0
              ? 'No story credits them yet.'
              : `Credited by ${person.stories} ${person.stories === 1 ? 'story' : 'stories'}. `}
            {person.stories > 0 ? (
              <a href={contributorPath(person.slug)} className="link underline">
                Their page<span className="sr-only"> ({person.name})</span>
              </a>
            ) : null}
          </p>
        </div>
      </div>
      {canManage ? (
        <>
          <details>
            <summary className="cursor-pointer font-semibold">
              Edit<span className="sr-only"> {person.name}</span>
            </summary>
            <fetcher.Form method="post" encType="multipart/form-data" className="mt-2 space-y-3">
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="id" value={person._id} />
              <ContributorFields person={person} />
              <button type="submit" className="btn-primary py-1">
                Save<span className="sr-only"> {person.name}</span>
              </button>
            </fetcher.Form>
          </details>
          <DeleteForm
            fetcher={fetcher}
            id={person._id}
            name={person.name}
            question={`Delete ${person.name}? This cannot be undone.`}
          />
        </>
      ) : null}
    </article>
  );
}
