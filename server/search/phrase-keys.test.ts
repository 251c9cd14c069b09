import { describe, expect, it } from 'vitest';
import { indexQuery, withoutCompoundPhrases } from './phrase-keys';

/** The pairs written 'left gap right'. */
const pairsOf = (tsquery: string) => indexQuery(tsquery).pairs.map((p) => `${p.left} ${p.gap} ${p.right}`);
const wordsOf = (tsquery: string) => indexQuery(tsquery).words.replace(/\s+/g, ' ');

describe('indexQuery', () => {
  it('asks for words as they are, with no positions to check', () => {
    expect(indexQuery("'monsoon' & 'kerala' | 'rain'")).toEqual({
      words: "'monsoon' & 'kerala' | 'rain'",
      pairs: [],
      checkPositions: false,
    });
  });

  it('asks for a phrase as its words and the pairs of its neighbours, with the gaps stop words leave', () => {
    const q = indexQuery("'bank' <2> 'india' & 'rate'");
    expect(q.checkPositions).toBe(true);
    expect(wordsOf("'bank' <2> 'india' & 'rate'")).toBe("( 'bank' & 'india' ) & 'rate'");
    expect(pairsOf("'bank' <2> 'india' & 'rate'")).toEqual(['bank 2 india']);
    expect(pairsOf("'new' <-> 'york' <-> 'citi' <-> 'hall' & 'quiet' <-> 'harbour'")).toEqual([
      'new 1 york',
      'york 1 citi',
      'citi 1 hall',
      'quiet 1 harbour',
    ]);
  });

  it('needs no pair of a phrase that is one side of an OR', () => {
    expect(wordsOf("'quiet' <-> 'harbour' | 'sea' & 'wall'")).toBe("( 'quiet' & 'harbour' ) | 'sea' & 'wall'");
    expect(pairsOf("'quiet' <-> 'harbour' | 'sea' & 'wall'")).toEqual([]);
  });

  it('reads quotes and backslashes as the lexeme holds them', () => {
    expect(indexQuery("'o''brien' <-> 'cat\\\\s'").pairs).toEqual([{ left: "o'brien", gap: 1, right: 'cat\\s' }]);
  });

  it('keeps a negated phrase in order, and a phrase beside a group or a lone negation as it is', () => {
    expect(wordsOf("'lantern' & !( 'sea' <-> 'wall' )")).toBe("'lantern' & ! ( 'sea' <-> 'wall' )");
    expect(pairsOf("'lantern' & !( 'sea' <-> 'wall' )")).toEqual([]);
    expect(wordsOf("!'sea' <-> 'wall'")).toBe("! 'sea' <-> 'wall'");
    expect(wordsOf("( 'a' | 'b' ) <-> 'c'")).toBe("( 'a' | 'b' ) <-> 'c'");
  });

  it('makes no pair with a prefix or a weighted word, and asks what it cannot read as it is', () => {
    expect(indexQuery("'harb':* <-> 'quiet'")).toEqual({
      words: "( 'harb':* & 'quiet' )",
      pairs: [],
      checkPositions: true,
    });
    expect(indexQuery('not a tsquery <')).toEqual({ words: 'not a tsquery <', pairs: [], checkPositions: true });
  });
});

describe('withoutCompoundPhrases', () => {
  it('asks a hyphenated word as the compound alone: its parts follow it in every text', () => {
    expect(withoutCompoundPhrases("'lock-in' <-> 'lock'")).toBe("'lock-in'");
    expect(withoutCompoundPhrases("'intensivist' & 'call-screen' <-> 'call' <-> 'screen'")).toBe(
      "'intensivist' & 'call-screen'",
    );
    // Stop words among the parts leave gaps: the parts still end within the compound.
    expect(withoutCompoundPhrases("'state-of-the-art' <-> 'state' <3> 'art' | 'lab'")).toBe(
      "'state-of-the-art' | 'lab'",
    );
    expect(withoutCompoundPhrases("!'मानसून-पूर्व' <-> 'मानसून' <-> 'पूर्व'")).toBe("! 'मानसून-पूर्व'");
    // As websearch_to_tsquery writes a word after a minus sign, and two of them either way.
    expect(withoutCompoundPhrases("!( 'lock-in' <-> 'lock' ) & 'harbour'")).toBe("! ( 'lock-in' ) & 'harbour'");
    expect(withoutCompoundPhrases("'lock-in' <-> 'lock' | 'e-commerc' <-> 'e' <-> 'commerc'")).toBe(
      "'lock-in' | 'e-commerc'",
    );
    expect(indexQuery(withoutCompoundPhrases("'lock-in' <-> 'lock' & 'rate'"))).toEqual({
      words: "'lock-in' & 'rate'",
      pairs: [],
      checkPositions: false,
    });
  });

  it('keeps a phrase that goes on past the parts, a host, a number and a phrase beside a group as they are', () => {
    for (const q of [
      "'lock-in' <-> 'lock' <2> 'period'",
      "'x' & !( 'lock-in' <-> 'lock' <2> 'deal' )",
      "'big' <-> 'lock-in' <-> 'lock'",
      "'x-ray' <-> 'x' <-> 'ray' <-> '5'",
      "'foo-bar.com' <-> 'news'",
      "'covid' <-> '-19'",
      "'lock-in' <-> 'lock' <-> ( 'a' | 'b' )",
      "'quiet' <-> 'harbour'",
    ]) {
      expect(withoutCompoundPhrases(q)).toBe(q);
    }
  });
});
