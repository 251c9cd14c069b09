/**
 * What the text indexes are asked for a query (the text of `websearch_to_tsquery`'s answer):
 * its words, with each phrase ('quiet' <-> 'harbour') asked as its words AND'ed, which GIN
 * answers exactly without reading a single vector; and the keys of each phrase's neighbouring
 * words, which the `search_pairs` column holds for every story (`search_pair_keys`, migration
 * 0025; docs/decisions/008-phrase-search.md). Together they leave every story where the phrase's
 * words stand side by side, however old, plus the rare one where a key's hash collides; the
 * positions are checked on those alone. A phrase under a negation keeps its order (dropping it
 * would leave out too much).
 */

/** Two neighbouring words of a phrase, `gap` positions apart (more than 1 past stop words). */
export interface WordPair {
  left: string;
  gap: number;
  right: string;
}

export interface IndexQuery {
  /** The words to ask the index for, as tsquery text. */
  words: string;
  /**
   * Pairs every match holds: those of the phrases every match must hold (not under OR or a
   * negation, which keep their own rules).
   */
  pairs: WordPair[];
  /** True when the query holds a phrase: its matches are checked against the words' positions. */
  checkPositions: boolean;
}

type Token =
  | { kind: 'word'; text: string; lexeme: string | null }
  | { kind: 'phrase'; text: string; gap: number }
  | { kind: 'op'; text: string };

/** Quoted lexemes (quotes and backslashes doubled; `:*` or weights after), operators, parentheses. */
const TOKEN = /\s*(?:('(?:[^'\\]|''|\\.)*')(:[*A-Da-d]+)?|<(-|\d+)>|([&|!()]))/y;

function tokenize(tsquery: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < tsquery.trimEnd().length) {
    const m = TOKEN.exec(tsquery);
    if (!m) return null;
    const [, quoted, suffix, distance, op] = m;
    if (quoted !== undefined) {
      const lexeme = suffix ? null : quoted.slice(1, -1).replace(/''/g, "'").replace(/\\(.)/g, '$1');
      tokens.push({ kind: 'word', text: quoted + (suffix ?? ''), lexeme });
    } else if (distance !== undefined) {
      tokens.push({ kind: 'phrase', text: `<${distance}>`, gap: distance === '-' ? 1 : Number(distance) });
    } else {
      tokens.push({ kind: 'op', text: op! });
    }
  }
  return tokens;
}

/** A hyphenated word's lexeme ('lock-in', 'state-of-the-art'), not a host's or a number's: letters and digits between hyphens. */
const COMPOUND = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)+$/u;

/**
 * `tsquery` with each hyphenated word's phrase asked as the word alone. The parser reads
 * 'lock-in' as the compound and then its parts, so `websearch_to_tsquery` writes the word as a
 * phrase ('lock-in' <-> 'lock'; 'state-of-the-art' <-> 'state' <3> 'art'), and a phrase's
 * positions are checked story by story. But in every text the parts stand right after their
 * compound, so a story holding the compound holds the phrase: asked as the compound, the word is
 * answered by the index alone, like any other word. Only a phrase made of the compound and its
 * parts is shortened; one that goes on past them ('"lock-in period"') is kept as it is.
 */
export function withoutCompoundPhrases(tsquery: string): string {
  const tokens = tokenize(tsquery);
  if (!tokens?.some((t) => t.kind === 'phrase')) return tsquery;
  const kept: string[] = [];
  let shortened = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    kept.push(token.text);
    const parts =
      token.kind === 'word' && token.lexeme && COMPOUND.test(token.lexeme) ? token.lexeme.split('-').length : 0;
    if (parts === 0 || tokens[i - 1]?.kind === 'phrase') continue;
    // The phrase that follows: how far its last word stands from the compound.
    let end = i;
    let position = 0;
    while (tokens[end + 1]?.kind === 'phrase' && tokens[end + 2]?.kind === 'word') {
      position += (tokens[end + 1] as Extract<Token, { kind: 'phrase' }>).gap;
      end += 2;
    }
    const onlyParts = end > i && position <= parts && tokens[end + 1]?.kind !== 'phrase';
    if (onlyParts) {
      i = end;
      shortened = true;
    }
  }
  return shortened ? kept.join(' ') : tsquery;
}

/**
 * The index's query for `tsquery` (the text of a tsquery). Anything it does not recognise is
 * asked as it is: still exact, only slower, as the index then checks positions row by row.
 */
export function indexQuery(tsquery: string): IndexQuery {
  const tokens = tokenize(tsquery);
  const checkPositions = tokens ? tokens.some((t) => t.kind === 'phrase') : true;
  if (!tokens || !checkPositions) return { words: tsquery, pairs: [], checkPositions };

  const words: string[] = [];
  const pairs: WordPair[] = [];
  // A match need not hold a phrase that is one side of an OR.
  const required = !tokens.some((t) => t.text === '|');
  // Whether each open parenthesis is negated (an odd number of `!` around it).
  const negated: boolean[] = [false];
  let bang = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind !== 'word') {
      if (token.text === '(') negated.push(negated.at(-1)! !== bang);
      if (token.text === ')') negated.pop();
      bang = token.text === '!';
      // A phrase operator here follows a parenthesis: asked as it is.
      words.push(token.text);
      continue;
    }
    // A run of words joined by phrase operators.
    const run: Token[] = [token];
    while (tokens[i + 1]?.kind === 'phrase' && tokens[i + 2]?.kind === 'word') {
      run.push(tokens[i + 1]!, tokens[i + 2]!);
      i += 2;
    }
    // A phrase beside a parenthesis or after a lone `!` ('!'a' <-> 'b'' is (not a) then b) is asked as it is.
    const touchesGroup = tokens[i + 1]?.kind === 'phrase' || tokens[i - run.length]?.kind === 'phrase';
    const asItIs = run.length === 1 || negated.at(-1) || bang || touchesGroup;
    bang = false;
    if (asItIs) {
      words.push(run.map((t) => t.text).join(' '));
      continue;
    }
    words.push(`( ${run.flatMap((t) => (t.kind === 'word' ? [t.text] : [])).join(' & ')} )`);
    if (!required || negated.length > 1) continue;
    for (let j = 1; j < run.length; j += 2) {
      const left = run[j - 1] as Extract<Token, { kind: 'word' }>;
      const gap = (run[j] as Extract<Token, { kind: 'phrase' }>).gap;
      const right = run[j + 1] as Extract<Token, { kind: 'word' }>;
      if (left.lexeme !== null && right.lexeme !== null && gap >= 1) {
        pairs.push({ left: left.lexeme, gap, right: right.lexeme });
      }
    }
  }
  return { words: words.join(' '), pairs, checkPositions };
}
