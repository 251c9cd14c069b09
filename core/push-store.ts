/**
 * What a browser chose for alerts (docs/product.md, 'Alerts and following'), kept in the browser:
 * the push island (app/islands/push.ts) writes it when alerts are turned on or changed and removes
 * it when they are turned off; the follow island reads it (are alerts on here, for followed
 * topics?). Plain functions without zod: islands import this module.
 */
import { PUSH_CHOICES, type PushChoice } from './alerts';
import { isEdition, type Edition } from './editions';

/** Where the browser keeps its choices (localStorage), as JSON. */
export const PUSH_STORE_KEY = 'newsdesk:push';

/** Alerts are on in this browser, with these choices, in this edition's language. */
export type PushStore = Record<PushChoice, boolean> & {
  edition: Edition;
  /** The account the subscription was last joined to (a signed-in page joins it again after another sign-in). */
  account?: string;
};

/** The choices the panel offers before any is made: breaking news only. */
export const DEFAULT_PUSH_CHOICES: Record<PushChoice, boolean> = { breaking: true, briefing: false, following: false };

/** The stored choices, or null: alerts are off here (nothing stored, or a value not of this shape). */
export function parsePushStore(raw: string | null): PushStore | null {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '');
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  if (!PUSH_CHOICES.every((choice) => typeof stored[choice] === 'boolean') || !isEdition(stored.edition)) return null;
  const choices = Object.fromEntries(PUSH_CHOICES.map((choice) => [choice, stored[choice]])) as Record<
    PushChoice,
    boolean
  >;
  return {
    ...choices,
    edition: stored.edition,
    ...(typeof stored.account === 'string' && stored.account ? { account: stored.account } : {}),
  };
}

/** The choices alone, as POST /api/push/subscribe takes them. */
export function choicesOf(store: Record<PushChoice, boolean>): Record<PushChoice, boolean> {
  return Object.fromEntries(PUSH_CHOICES.map((choice) => [choice, store[choice]])) as Record<PushChoice, boolean>;
}
