import { EDITIONS, type Edition } from '../../core/editions';

/**
 * A signed-in reader's account menu, set into a page the page cache keeps for everyone
 * (docs/architecture.md, 'Locked stories'): the header draws its account parts between empty
 * `<template data-account-slot="…">` and `<template data-account-slot-end="…">` markers
 * (app/components/header.tsx). Each reader's parts are learnt from the first page drawn for them
 * in this process and kept (dropped when their account changes); a kept page then gets them in
 * place of the signed-out parts, so a member's locked story is a cache hit, not a render. They
 * are kept per edition: the menu speaks the page's language (docs/decisions/009-editions.md).
 */
const SLOTS = ['bar', 'menu'] as const;
const start = (slot: string) => `<template data-account-slot="${slot}"></template>`;
const end = (slot: string) => `<template data-account-slot-end="${slot}"></template>`;
/** Readers whose parts a process keeps. */
const MAX_KEPT = 10_000;

type Parts = Record<(typeof SLOTS)[number], string>;

/** The markup between each slot's markers, or null when a page lacks them. */
function partsOf(html: string): Parts | null {
  const parts: Partial<Parts> = {};
  for (const slot of SLOTS) {
    const from = html.indexOf(start(slot));
    const to = from < 0 ? -1 : html.indexOf(end(slot), from);
    if (to < 0) return null;
    parts[slot] = html.slice(from + start(slot).length, to);
  }
  return parts as Parts;
}

export class AccountSlots {
  private readonly kept = new Map<string, Parts>();

  /** A reader's parts in an edition's pages, once a page of it drawn for them was seen. */
  partsFor(userId: string, edition: Edition): Parts | undefined {
    return this.kept.get(`${userId} ${edition}`);
  }

  /** Keeps a reader's parts from a page of an edition drawn for them (its HTML). */
  learn(userId: string, edition: Edition, html: string): void {
    const parts = partsOf(html);
    if (!parts) return;
    if (this.kept.size >= MAX_KEPT) this.kept.clear();
    this.kept.set(`${userId} ${edition}`, parts);
  }

  /** Their accounts changed (a name, a picture, a role; no ids: anyone's). */
  forget(ids: readonly string[]): void {
    if (ids.length === 0) this.kept.clear();
    for (const id of ids)
      for (const edition of Object.keys(EDITIONS) as Edition[]) this.kept.delete(`${id} ${edition}`);
  }

  /** `html` (a page drawn for nobody) with `parts` in its slots; null when it has no slots. */
  static fill(html: string, parts: Parts): string | null {
    let out = html;
    for (const slot of SLOTS) {
      const from = out.indexOf(start(slot));
      const to = from < 0 ? -1 : out.indexOf(end(slot), from);
      if (to < 0) return null;
      out = out.slice(0, from + start(slot).length) + parts[slot] + out.slice(to);
    }
    return out;
  }
}
