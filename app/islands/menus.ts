/**
 * The header's two menus (app/components/header.tsx, user-menu.tsx).
 *
 * Mobile menu: the button opens and closes the block below the header (`data-open`, aria-expanded,
 * 'Open menu'/'Close menu'; the icon follows aria-expanded in CSS). Escape closes it and gives
 * focus back to the button; so does choosing a link or searching.
 *
 * Account menu: it opens on hover and keyboard focus in CSS; here a click on its button opens
 * or closes it (`data-open`, aria-expanded), Escape closes it (`data-dismissed` keeps it shut
 * while the pointer or focus is still in it) and so does a click elsewhere. Its Sign Out form
 * also removes the editor's unsaved copies (app/lib/editor-drafts.ts) before it is sent.
 */
const MENU_BUTTON = '[data-menu-button]';
const USER_MENU = '[data-user-menu]';

function closest(target: EventTarget | null, selector: string): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(selector) : null;
}

// --- Mobile menu ---

function panelOf(button: HTMLElement): HTMLElement | null {
  return document.getElementById(button.getAttribute('aria-controls') ?? '');
}

function setMobileMenu(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  // Its names in the page's language, drawn by the server (app/components/header.tsx).
  const label = open ? button.dataset.labelClose : button.dataset.labelOpen;
  if (label) button.setAttribute('aria-label', label);
  panelOf(button)?.toggleAttribute('data-open', open);
}

function openMobileMenu(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`${MENU_BUTTON}[aria-expanded="true"]`);
}

/** Closes the open mobile menu; focus goes back to its button when it was in the menu. */
function closeMobileMenu(refocus: boolean): void {
  const button = openMobileMenu();
  if (!button) return;
  const hadFocus = panelOf(button)?.contains(document.activeElement) ?? false;
  setMobileMenu(button, false);
  if (refocus || hadFocus) button.focus();
}

// --- Account menu ---

function userButton(menu: HTMLElement): HTMLElement | null {
  return menu.querySelector<HTMLElement>('[data-user-menu-button]');
}

function setUserMenu(menu: HTMLElement, open: boolean): void {
  menu.toggleAttribute('data-open', open);
  // Shut even while the pointer or keyboard focus is still in it (CSS would show it), until they leave.
  menu.toggleAttribute('data-dismissed', !open);
  userButton(menu)?.setAttribute('aria-expanded', String(open));
}

function isShown(menu: HTMLElement): boolean {
  return (
    !menu.hasAttribute('data-dismissed') && (menu.hasAttribute('data-open') || menu.matches(':hover, :focus-within'))
  );
}

// --- Events ---

function onClick(event: MouseEvent): void {
  const menuButton = closest(event.target, MENU_BUTTON);
  if (menuButton) {
    setMobileMenu(menuButton, menuButton.getAttribute('aria-expanded') !== 'true');
    return;
  }
  const openMenu = openMobileMenu();
  if (openMenu && closest(event.target, 'a[href]') && panelOf(openMenu)?.contains(event.target as Node)) {
    setMobileMenu(openMenu, false);
  }
  const userMenuButton = closest(event.target, '[data-user-menu-button]');
  const inside = closest(event.target, USER_MENU);
  for (const menu of document.querySelectorAll<HTMLElement>(USER_MENU)) {
    if (menu === inside && userMenuButton) setUserMenu(menu, !menu.hasAttribute('data-open'));
    else if (menu !== inside && menu.hasAttribute('data-open')) setUserMenu(menu, false);
  }
}

function onKeydown(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  for (const menu of document.querySelectorAll<HTMLElement>(USER_MENU)) {
    if (!isShown(menu)) continue;
    const hadFocus = menu.contains(document.activeElement);
    setUserMenu(menu, false);
    if (hadFocus) userButton(menu)?.focus();
    return;
  }
  closeMobileMenu(true);
}

/** The pointer or keyboard focus left an account menu: hover and focus may open it again. */
function onLeave(event: MouseEvent | FocusEvent): void {
  const menu = closest(event.target, USER_MENU);
  if (!menu || menu.contains(event.relatedTarget as Node | null)) return;
  if (event.type === 'focusout' && menu.hasAttribute('data-open')) setUserMenu(menu, false);
  if (!menu.matches(':hover') && !menu.contains(document.activeElement)) menu.removeAttribute('data-dismissed');
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  if (openMobileMenu() && closest(form, '#mobile-menu')) closeMobileMenu(false);
  if (!form.matches('[data-sign-out]')) return;
  event.preventDefault();
  // Loaded only now: the sign-out is the one moment it is needed.
  void import('../lib/editor-drafts')
    .then((drafts) => drafts.clearEditorDrafts())
    .catch(() => undefined)
    .finally(() => form.submit());
}

document.addEventListener('click', onClick);
document.addEventListener('keydown', onKeydown);
document.addEventListener('mouseout', onLeave);
document.addEventListener('focusout', onLeave);
document.addEventListener('submit', onSubmit);
