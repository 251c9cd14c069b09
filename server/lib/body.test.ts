import { describe, expect, it } from 'vitest';
import { invalidUtf8Field } from './body';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

/** A multipart body with the given parts, each a name, content bytes and an optional file name. */
function multipart(boundary: string, parts: { name: string; content: Uint8Array; filename?: string }[]) {
  const chunks: (string | number[])[] = [];
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: image/jpeg` : '';
    chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`);
    chunks.push([...part.content], '\r\n');
  }
  chunks.push(`--${boundary}--\r\n`);
  return bytes(...chunks);
}

describe('invalidUtf8Field (issue 33, finding 32)', () => {
  it('JSON: the body, when any byte is not UTF-8', () => {
    expect(invalidUtf8Field('application/json', bytes('{"title":"भारत 🌊"}'))).toBeNull();
    expect(invalidUtf8Field('application/json', bytes('{"title":"a', [0xff], 'b"}'))).toBe('body');
    expect(invalidUtf8Field('application/json; charset=utf-8', bytes('{"t":"', [0xc3, 0x28], '"}'))).toBe('body');
    // An encoded surrogate half (CESU) is not UTF-8 either.
    expect(invalidUtf8Field('application/json', bytes('{"t":"', [0xed, 0xa0, 0x80], '"}'))).toBe('body');
  });

  it('urlencoded: the field whose escapes are not UTF-8', () => {
    const type = 'application/x-www-form-urlencoded';
    expect(invalidUtf8Field(type, bytes(new URLSearchParams({ title: 'भारत', q: '100%' }).toString()))).toBeNull();
    expect(invalidUtf8Field(type, bytes('intent=save&title=a%FFb'))).toBe('title');
    expect(invalidUtf8Field(type, bytes('title=ok&name=%C3%28'))).toBe('name');
    expect(invalidUtf8Field(type, bytes('a%FF=1'))).toBe('body');
    expect(invalidUtf8Field(type, bytes('title=a', [0xff]))).toBe('body');
    // A '%' that is no escape is taken as it is, as form parsers do.
    expect(invalidUtf8Field(type, bytes('q=100%&r=%zz'))).toBeNull();
  });

  it('multipart: the text field that is not UTF-8; files are never looked at', () => {
    const boundary = '----x42';
    const type = `multipart/form-data; boundary=${boundary}`;
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    const good = multipart(boundary, [
      { name: 'title', content: bytes('தமிழ் செய்திகள்') },
      { name: 'image', content: jpeg, filename: 'x.jpg' },
    ]);
    expect(invalidUtf8Field(type, good)).toBeNull();
    const bad = multipart(boundary, [
      { name: 'image', content: jpeg, filename: 'x.jpg' },
      { name: 'title', content: bytes('ok') },
      { name: 'description', content: bytes('a', [0xff], 'b') },
    ]);
    expect(invalidUtf8Field(type, bad)).toBe('description');
    expect(invalidUtf8Field(`multipart/form-data; boundary="${boundary}"`, bad)).toBe('description');
  });

  it('other types are not its business', () => {
    expect(invalidUtf8Field('text/plain', bytes([0xff]))).toBeNull();
    expect(invalidUtf8Field('', bytes([0xff]))).toBeNull();
  });
});
