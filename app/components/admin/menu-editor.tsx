import { useEffect, useRef, useState } from 'react';
import { CATEGORIES, type Category } from '../../../core/categories';
import {
  ANSWER_MAX,
  FAQ_MAX,
  LABEL_MAX,
  ADDRESS_MAX,
  LINK_KIND_LABELS,
  LINK_KINDS,
  MENU_INFO,
  MENUS,
  QUESTION_MAX,
  SITE_PAGES,
  moveItem,
  newLink,
  unreachableCategories,
  type FaqItem,
  type LinkKind,
  type MenuLink,
  type MenuName,
  type Navigation,
} from '../../../core/navigation';

/**
 * The menu and FAQ editors of /admin/settings (docs/product.md, 'Menus'). Each keeps its list in
 * React state and sends it in one hidden field as JSON; the server validates it (core/navigation.ts)
 * and names a refused item's field (`navigation.header.2.label`), shown beside that control.
 * Reordering is by 'Move up' and 'Move down' buttons, so it works by keyboard; the moved item's
 * button keeps the focus.
 */

type Errors = Record<string, string>;

/** Focus the control with this id once React has drawn the change (asked for with the change). */
function useFocusAfter(): (id: string) => void {
  const wanted = useRef<string | null>(null);
  useEffect(() => {
    const id = wanted.current;
    if (!id) return;
    wanted.current = null;
    const el = document.getElementById(id);
    if (el instanceof HTMLButtonElement && el.disabled) {
      // Moved to the top or bottom: its other move button, else the row's first field.
      const row = el.closest('li');
      const other = row?.querySelector<HTMLButtonElement>('button[data-move]:not([disabled])');
      (other ?? row?.querySelector<HTMLElement>('select, input'))?.focus();
    } else el?.focus();
  });
  return (id) => {
    wanted.current = id;
  };
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {error}
    </p>
  ) : null;
}

function invalid(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

const SMALL_BUTTON =
  'rounded-md border border-neutral-300 px-2 py-1 text-sm font-semibold hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-neutral-700 dark:hover:bg-neutral-800';

/** The buttons every row has: Move up, Move down, Remove (their names say which row). */
function RowButtons({
  id,
  what,
  index,
  count,
  onMove,
  onRemove,
}: {
  id: string;
  what: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        id={`${id}-up`}
        aria-label={`Move up: ${what}`}
        data-move=""
        className={SMALL_BUTTON}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        Move up
      </button>
      <button
        type="button"
        id={`${id}-down`}
        aria-label={`Move down: ${what}`}
        data-move=""
        className={SMALL_BUTTON}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        Move down
      </button>
      <button type="button" className={SMALL_BUTTON} aria-label={`Remove: ${what}`} onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}

function defaultTarget(kind: LinkKind): string {
  if (kind === 'category') return CATEGORIES[0];
  if (kind === 'page') return SITE_PAGES[0].path;
  return '';
}

function labelFor(kind: LinkKind, target: string): string {
  if (kind === 'category') return target;
  if (kind === 'page') return SITE_PAGES.find((p) => p.path === target)?.label ?? '';
  return '';
}

function LinkRow({
  menu,
  index,
  count,
  link,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  menu: MenuName;
  index: number;
  count: number;
  link: MenuLink;
  errors: Errors;
  onChange: (link: MenuLink) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = `nav-${menu}-${index}`;
  const err = (field: string) => errors[`navigation.${menu}.${index}.${field}`];
  // A label that was the target's own name follows the target.
  const setKind = (kind: LinkKind) => {
    const target = defaultTarget(kind);
    onChange({
      kind,
      target,
      label: link.label === labelFor(link.kind, link.target) ? labelFor(kind, target) : link.label,
    });
  };
  const setTarget = (target: string) =>
    onChange({
      ...link,
      target,
      label: link.label === labelFor(link.kind, link.target) ? labelFor(link.kind, target) || link.label : link.label,
    });
  const what = link.label || `link ${index + 1}`;
  return (
    <li className="rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-kind`} className="block text-sm font-semibold">
            Leads to
          </label>
          <select
            id={`${id}-kind`}
            className="input mt-1"
            value={link.kind}
            onChange={(e) => setKind(e.target.value as LinkKind)}
            {...invalid(`${id}-kind`, err('kind'))}
          >
            {LINK_KINDS.map((k) => (
              <option key={k} value={k}>
                {LINK_KIND_LABELS[k]}
              </option>
            ))}
          </select>
          <ErrorText id={`${id}-kind`} error={err('kind')} />
        </div>
        <div>
          <label htmlFor={`${id}-target`} className="block text-sm font-semibold">
            {link.kind === 'category'
              ? 'Category'
              : link.kind === 'page'
                ? 'Page'
                : link.kind === 'tag'
                  ? 'Tag'
                  : 'Address'}
          </label>
          {link.kind === 'category' || link.kind === 'page' ? (
            <select
              id={`${id}-target`}
              className="input mt-1"
              value={link.target}
              onChange={(e) => setTarget(e.target.value)}
              {...invalid(`${id}-target`, err('target'))}
            >
              {link.kind === 'category'
                ? CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))
                : SITE_PAGES.map((p) => (
                    <option key={p.path} value={p.path}>
                      {p.label}
                    </option>
                  ))}
            </select>
          ) : (
            <input
              id={`${id}-target`}
              className="input mt-1"
              value={link.target}
              maxLength={ADDRESS_MAX}
              placeholder={link.kind === 'tag' ? 'e.g. Monsoon' : '/about or https://…'}
              onChange={(e) => setTarget(e.target.value)}
              {...invalid(`${id}-target`, err('target'))}
            />
          )}
          <ErrorText id={`${id}-target`} error={err('target')} />
        </div>
        <div>
          <label htmlFor={`${id}-label`} className="block text-sm font-semibold">
            Label
          </label>
          <input
            id={`${id}-label`}
            className="input mt-1"
            value={link.label}
            maxLength={LABEL_MAX}
            required
            onChange={(e) => onChange({ ...link, label: e.target.value })}
            {...invalid(`${id}-label`, err('label'))}
          />
          <ErrorText id={`${id}-label`} error={err('label')} />
        </div>
      </div>
      <div className="mt-3">
        <RowButtons id={id} what={what} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
    </li>
  );
}

/** The four menus, and a warning naming the categories with stories that no menu reaches. */
export function NavigationEditor({
  initial,
  categoriesWithStories,
  errors,
}: {
  initial: Navigation;
  categoriesWithStories: Category[];
  errors: Errors;
}) {
  const [nav, setNav] = useState<Navigation>(initial);
  const focus = useFocusAfter();
  const unreachable = unreachableCategories(nav, categoriesWithStories);
  const update = (menu: MenuName, links: MenuLink[]) => setNav((n) => ({ ...n, [menu]: links }));
  return (
    <>
      <input type="hidden" name="navigation" value={JSON.stringify(nav)} />
      {unreachable.length > 0 ? (
        <p
          id="nav-unreachable"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-100"
        >
          <strong>No menu leads to {unreachable.join(', ')}</strong>, although{' '}
          {unreachable.length === 1 ? 'it holds' : 'they hold'} published stories: readers can only find{' '}
          {unreachable.length === 1 ? 'it' : 'them'} by search. Add {unreachable.length === 1 ? 'it' : 'them'} to a menu
          (the footer’s shows on every page).
        </p>
      ) : null}
      <ErrorText id="navigation" error={errors.navigation} />
      {MENUS.map((menu) => {
        const links = nav[menu];
        const info = MENU_INFO[menu];
        const headingId = `nav-${menu}-heading`;
        return (
          <section key={menu} aria-labelledby={headingId} className="space-y-3">
            <h3 id={headingId} className="font-semibold">
              {info.title}
            </h3>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {info.hint} At most {info.max}.
            </p>
            {links.length > 0 ? (
              <ol className="space-y-3">
                {links.map((link, i) => (
                  <LinkRow
                    // Rows are keyed by place: moving swaps their values, and the focus follows by id.
                    key={i}
                    menu={menu}
                    index={i}
                    count={links.length}
                    link={link}
                    errors={errors}
                    onChange={(changed) =>
                      update(
                        menu,
                        links.map((l, j) => (j === i ? changed : l)),
                      )
                    }
                    onMove={(by) => {
                      update(menu, moveItem(links, i, by));
                      focus(`nav-${menu}-${i + by}-${by < 0 ? 'up' : 'down'}`);
                    }}
                    onRemove={() => {
                      update(
                        menu,
                        links.filter((_, j) => j !== i),
                      );
                      focus(
                        links.length > 1 ? `nav-${menu}-${Math.min(i, links.length - 2)}-label` : `nav-${menu}-add`,
                      );
                    }}
                  />
                ))}
              </ol>
            ) : (
              <p className="text-sm italic">No links: this menu is not shown.</p>
            )}
            <ErrorText id={`nav-${menu}`} error={errors[`navigation.${menu}`]} />
            <button
              type="button"
              id={`nav-${menu}-add`}
              aria-label={`Add link to ${info.title}`}
              className={SMALL_BUTTON}
              disabled={links.length >= info.max}
              onClick={() => {
                update(menu, [...links, newLink(nav)]);
                focus(`nav-${menu}-${links.length}-kind`);
              }}
            >
              Add link
            </button>
          </section>
        );
      })}
    </>
  );
}

/** The Contact page's questions and answers. */
export function FaqEditor({ initial, errors }: { initial: FaqItem[]; errors: Errors }) {
  const [items, setItems] = useState<FaqItem[]>(initial);
  const focus = useFocusAfter();
  return (
    <>
      <input type="hidden" name="faq" value={JSON.stringify(items)} />
      <ErrorText id="faq" error={errors.faq} />
      {items.length > 0 ? (
        <ol className="space-y-3">
          {items.map((item, i) => {
            const id = `faq-${i}`;
            const err = (field: string) => errors[`faq.${i}.${field}`];
            const set = (changed: Partial<FaqItem>) =>
              setItems((list) => list.map((it, j) => (j === i ? { ...it, ...changed } : it)));
            return (
              <li key={i} className="space-y-2 rounded-lg border border-neutral-200 p-3 dark:border-neutral-800">
                <div>
                  <label htmlFor={`${id}-question`} className="block text-sm font-semibold">
                    Question {i + 1}
                  </label>
                  <input
                    id={`${id}-question`}
                    className="input mt-1"
                    value={item.question}
                    maxLength={QUESTION_MAX}
                    required
                    onChange={(e) => set({ question: e.target.value })}
                    {...invalid(`${id}-question`, err('question'))}
                  />
                  <ErrorText id={`${id}-question`} error={err('question')} />
                </div>
                <div>
                  <label htmlFor={`${id}-answer`} className="block text-sm font-semibold">
                    Answer {i + 1}
                  </label>
                  <textarea
                    id={`${id}-answer`}
                    className="input mt-1"
                    rows={3}
                    value={item.answer}
                    maxLength={ANSWER_MAX}
                    required
                    onChange={(e) => set({ answer: e.target.value })}
                    {...invalid(`${id}-answer`, err('answer'))}
                  />
                  <ErrorText id={`${id}-answer`} error={err('answer')} />
                </div>
                <RowButtons
                  id={id}
                  what={item.question || `question ${i + 1}`}
                  index={i}
                  count={items.length}
                  onMove={(by) => {
                    setItems((list) => moveItem(list, i, by));
                    focus(`faq-${i + by}-${by < 0 ? 'up' : 'down'}`);
                  }}
                  onRemove={() => {
                    setItems((list) => list.filter((_, j) => j !== i));
                    focus(items.length > 1 ? `faq-${Math.min(i, items.length - 2)}-question` : 'faq-add');
                  }}
                />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm italic">No questions: the Contact page shows no FAQ.</p>
      )}
      <button
        type="button"
        id="faq-add"
        className={SMALL_BUTTON}
        disabled={items.length >= FAQ_MAX}
        onClick={() => {
          setItems((list) => [...list, { question: '', answer: '' }]);
          focus(`faq-${items.length}-question`);
        }}
      >
        Add question
      </button>
    </>
  );
}
