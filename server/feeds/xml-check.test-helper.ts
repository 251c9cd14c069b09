import { XMLValidator } from 'fast-xml-parser';
import { JSDOM } from 'jsdom';

const { DOMParser } = new JSDOM().window;

/** Parses XML strictly (jsdom's DOMParser, then fast-xml-parser's validator); throws when it is not well formed. */
export function parseStrictXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} at ${valid.err.line}:${valid.err.col}`);
  return doc;
}

/** Text of every element of a (possibly prefixed) tag name under `node`, in document order. */
export function textsOf(node: Pick<Element, 'getElementsByTagName'>, tag: string): string[] {
  return [...node.getElementsByTagName(tag)].map((e) => e.textContent ?? '');
}
