import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { EDITIONS, namesWithArticle, type Edition } from '../../core/editions';
import { CATALOGUES, intlFor, plainIntlFor } from './intl';
import { en } from './messages/en';

/** The arguments a message takes ('{year}', '{siteName}', a select's and a plural's), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) {
        names.add(element.value);
      }
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        names.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** The catalogues (docs/decisions/009-editions.md): complete, well formed, and saying the same things. */
describe('the message catalogues', () => {
  it.each(Object.keys(EDITIONS) as Edition[])('%s has every id of English, and no other', (edition) => {
    expect(Object.keys(CATALOGUES[edition]).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(EDITIONS) as Edition[])('%s: no id is given twice by two areas of the site', (edition) => {
    const areas = import.meta.glob<Record<string, Record<string, string>>>('./messages/*/*.ts', { eager: true });
    const ids = Object.entries(areas)
      .filter(([path]) => path.startsWith(`./messages/${edition}/`) && !path.endsWith('/index.ts'))
      .flatMap(([, area]) => Object.values(area).flatMap((messages) => Object.keys(messages)));
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.length).toBe(Object.keys(CATALOGUES[edition]).length);
  });

  it.each(Object.keys(EDITIONS) as Edition[])(
    '%s: every message is ICU, with the arguments English gives it',
    (edition) => {
      for (const [id, message] of Object.entries(CATALOGUES[edition])) {
        const english = en[id as keyof typeof en];
        // A translation may leave out an argument English needs for its grammar (a select), never add one.
        const args = argumentsOf(message);
        expect(
          args.every((name) => argumentsOf(english).includes(name)),
          `${edition} ${id}: ${args}`,
        ).toBe(true);
        expect(message.trim(), `${edition} ${id}`).not.toBe('');
      }
    },
  );

  it.each(Object.keys(EDITIONS) as Edition[])(
    '%s: the quicker formatter says every message as react-intl does',
    (edition) => {
      const quick = intlFor(edition);
      const plain = plainIntlFor(edition);
      for (const [id, message] of Object.entries(CATALOGUES[edition])) {
        // A value for each argument: a number for a plural's, 'other' for a select's, else a word.
        const values: Record<string, string | number> = {};
        const walk = (elements: MessageFormatElement[]) => {
          for (const element of elements) {
            if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = 3;
            else if (element.type === TYPE.select) values[element.value] = 'other';
            else if (element.type === TYPE.argument) values[element.value] ??= 'x';
            if (element.type === TYPE.select || element.type === TYPE.plural) {
              for (const option of Object.values(element.options)) walk(option.value);
            }
          }
        };
        walk(parse(message));
        if (message.includes('<')) continue; // rich text: react-intl's own path
        const said = (intl: typeof quick) =>
          intl.formatMessage({ id: id as keyof typeof en }, Object.keys(values).length ? values : undefined);
        expect(said(quick), `${edition} ${id}`).toBe(said(plain));
      }
    },
  );

  it("says the footer's credit without a second article for a name that brings one", () => {
    const credit = (siteName: string) =>
      intlFor('en').formatMessage(
        { id: 'footer.builtWithCare' },
        { siteName, namesArticle: namesWithArticle(siteName) },
      );
    expect(credit('Newsdesk')).toBe('Built with care by the Newsdesk team.');
    expect(credit('Theatre Weekly')).toBe('Built with care by the Theatre Weekly team.');
    expect(credit('The Coastal Ledger')).toBe('Built with care by The Coastal Ledger team.');
    expect(credit('the daily')).toBe('Built with care by the daily team.');
    expect(credit('THE TIMES')).not.toMatch(/the THE/i);
    expect(
      intlFor('hi').formatMessage({ id: 'footer.builtWithCare' }, { siteName: 'न्यूज़डेस्क', namesArticle: 'no' }),
    ).toBe('न्यूज़डेस्क टीम ने पूरी लगन से बनाया।');
  });
});
