import type { Context } from 'hono';
import { AppError } from './errors';

/** A JSON or form body as a plain object; anything else is a 415, broken JSON a 400. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/json')) {
    const body: unknown = await c.req.json().catch(() => {
      throw new AppError(400, 'invalid_json', 'The request body is not valid JSON');
    });
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new AppError(400, 'invalid_input', 'The request body must be a JSON object');
    }
    return body as Record<string, unknown>;
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  }
  throw new AppError(415, 'unsupported_type', 'Send the request body as JSON or a form');
}

/**
 * A multipart form with one file field: its text fields, and the file's bytes (null when none
 * was chosen: an empty file is none) and name. Not multipart: `orElse` says what to do (JSON
 * bodies answer their fields); a form that cannot be read is a 400.
 */
export async function readFormWithFile(
  c: Context,
  fileField: string,
  orElse: () => Promise<Record<string, unknown>>,
): Promise<{ fields: Record<string, unknown>; file: Uint8Array | null; fileName: string | null }> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    return { fields: await orElse(), file: null, fileName: null };
  }
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch (error) {
    throw new AppError(400, 'invalid_form', 'The form could not be read', { cause: error });
  }
  const fields: Record<string, unknown> = {};
  let file: File | null = null;
  for (const [key, value] of Object.entries(form)) {
    if (key === fileField && value instanceof File) file = value.size > 0 ? value : null;
    else if (typeof value === 'string') fields[key] = value;
  }
  return { fields, file: file ? new Uint8Array(await file.arrayBuffer()) : null, fileName: file?.name ?? null };
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    STRICT_UTF8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a JSON, urlencoded or multipart body holds text that is not UTF-8 (docs/security.md,
 * 'Bad input'): the form field's name, `body` for JSON (or bytes outside any field), or null when
 * every text is UTF-8 or the body is of another type. Parsers replace such bytes with U+FFFD, so
 * the text would be stored silently changed; the same bytes in an address are a 400 too. Files
 * of a multipart form are not looked at (images are bytes).
 */
export function invalidUtf8Field(contentType: string, bytes: Uint8Array): string | null {
  const type = contentType.toLowerCase();
  if (type.startsWith('application/json')) return isUtf8(bytes) ? null : 'body';
  if (type.startsWith('application/x-www-form-urlencoded')) return invalidUrlencoded(bytes);
  if (type.startsWith('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    const value = boundary?.[1] ?? boundary?.[2];
    return value ? invalidMultipart(bytes, value) : null;
  }
  return null;
}

function invalidUrlencoded(bytes: Uint8Array): string | null {
  if (!isUtf8(bytes)) return 'body';
  const text = new TextDecoder().decode(bytes);
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const [rawName, rawValue] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    const name = decodeFormPart(rawName);
    if (name === null) return 'body';
    if (decodeFormPart(rawValue) === null) return name;
  }
  return null;
}

/** A urlencoded name or value decoded, or null when its escapes are not UTF-8. */
function decodeFormPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    // A lone '%' that is no escape is kept by form parsers as it is: only bytes that are not UTF-8 count.
    if (/%(?![0-9a-f]{2})/i.test(part)) return decodeFormPart(part.replace(/%(?![0-9a-f]{2})/gi, '%25'));
    return null;
  }
}

const ASCII = new TextEncoder();

/** Finds `needle` in `haystack` from `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  for (
    let i = haystack.indexOf(first!, from);
    i >= 0 && i <= haystack.length - needle.length;
    i = haystack.indexOf(first!, i + 1)
  ) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

function invalidMultipart(bytes: Uint8Array, boundary: string): string | null {
  const delimiter = ASCII.encode(`--${boundary}`);
  const headerEnd = ASCII.encode('\r\n\r\n');
  let at = indexOf(bytes, delimiter, 0);
  while (at >= 0) {
    const partStart = at + delimiter.length;
    // `--boundary--` ends the body.
    if (bytes[partStart] === 0x2d && bytes[partStart + 1] === 0x2d) return null;
    const next = indexOf(bytes, delimiter, partStart);
    if (next < 0) return null; // A cut-off body: the parser refuses it.
    const headersAt = indexOf(bytes, headerEnd, partStart);
    if (headersAt < 0 || headersAt > next) return null;
    const headerBytes = bytes.subarray(partStart, headersAt);
    if (!isUtf8(headerBytes)) return 'body';
    const headers = new TextDecoder().decode(headerBytes);
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? 'body';
    // The part's content ends before the CRLF that precedes the next delimiter.
    const content = bytes.subarray(headersAt + headerEnd.length, Math.max(headersAt + headerEnd.length, next - 2));
    if (!/\bfilename\*?=/i.test(disposition) && !isUtf8(content)) return name;
    at = next;
  }
  return null;
}
