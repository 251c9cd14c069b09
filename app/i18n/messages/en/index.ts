import { account } from './account';
import { alerts } from './alerts';
import { common } from './common';
import { editions } from './editions';
import { following } from './following';
import { layout } from './layout';
import { pages } from './pages';
import { reader } from './reader';
import { story } from './story';

/**
 * The English catalogue, the source of every interface text (docs/decisions/009-editions.md):
 * ICU messages by id, one file an area of the site. Another language is a folder of the same
 * files translating these ids (`Messages`), so a missing translation is a type error and a
 * failing test (app/i18n/messages.test.ts).
 */
export const en = {
  ...layout,
  ...common,
  ...story,
  ...account,
  ...reader,
  ...editions,
  ...pages,
  ...alerts,
  ...following,
} as const;

export type MessageId = keyof typeof en;
/** A translation: every id, in that language. */
export type Messages = Record<MessageId, string>;
