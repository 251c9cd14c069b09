import type { Messages } from '../en';
import { account } from './account';
import { alerts } from './alerts';
import { common } from './common';
import { editions } from './editions';
import { following } from './following';
import { layout } from './layout';
import { pages } from './pages';
import { reader } from './reader';
import { story } from './story';

/** The Hindi catalogue (docs/decisions/009-editions.md): the words a Hindi news site uses. */
export const hi: Messages = {
  ...layout,
  ...common,
  ...story,
  ...account,
  ...reader,
  ...editions,
  ...pages,
  ...alerts,
  ...following,
};
