import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart-body';
import { headerParameters, multipartBoundary, multipartParts, UnreadableMultipart } from './multipart-parts';

const boundary = 'b0undary';

function body(...lines: string[]): Buffer {
  return Buffer.from(lines.join('\r\n'), 'latin1');
}

function partsOf(bytes: Buffer, at = boundary) {
  return [...multipartParts(bytes, at)].map((part) => ({
    name: part.name,
    isFile: part.isFile,
    text: part.data.toString('latin1'),
  }));
}

describe('multipart parts over one buffer', () => {
  it("reads the platform's own form: fields as text, files byte for byte as views into the body", async () => {
    const photo = Buffer.from([0xff, 0xd8, 0x0d, 0x0a, 0x2d, 0x2d, 0xff, 0xd9]);
    const form = await multipartBody({ status: 'CHECKIN', note: 'Demam sikit, ubat dalam beg' }, [
      { field: 'image', bytes: photo, type: 'image/jpeg', name: 'photo.jpg' },
    ]);
    const at = multipartBoundary(form.headers['content-type']);
    expect(at).not.toBeNull();
    const parts = [...multipartParts(form.payload, at ?? '')];
    expect(parts.map((part) => [part.name, part.isFile])).toEqual([
      ['status', false],
      ['note', false],
      ['image', true],
    ]);
    expect(parts[1]?.data.toString('utf8')).toBe('Demam sikit, ubat dalam beg');
    expect(parts[2]?.data.equals(photo)).toBe(true);
    expect(parts[2]?.data.buffer).toBe(form.payload.buffer);
  });

  it('skips a preamble and an epilogue, and reads a part without headers as nameless', () => {
    const bytes = body(
      'a preamble line',
      `--${boundary}`,
      'Content-Disposition: form-data; name="a"',
      '',
      'one',
      `--${boundary}`,
      '',
      'no headers',
      `--${boundary}--`,
      'an epilogue',
    );
    expect(partsOf(bytes)).toEqual([
      { name: 'a', isFile: false, text: 'one' },
      { name: undefined, isFile: false, text: 'no headers' },
    ]);
  });

  it('counts a part with a filename, or of type application/octet-stream, as a file', () => {
    const bytes = body(
      `--${boundary}`,
      'content-disposition: form-data; name="thumbnail"; filename=""',
      '',
      '',
      `--${boundary}`,
      'Content-Disposition: form-data; name="blob"',
      'Content-Type: application/octet-stream',
      '',
      'xyz',
      `--${boundary}`,
      'Content-Disposition: attachment; name="other"',
      '',
      'dropped',
      `--${boundary}--`,
    );
    expect(partsOf(bytes)).toEqual([
      { name: 'thumbnail', isFile: true, text: '' },
      { name: 'blob', isFile: true, text: 'xyz' },
      { name: undefined, isFile: false, text: 'dropped' },
    ]);
  });

  it.each([
    ['no delimiter at all', body('just text')],
    ['a body cut short', body(`--${boundary}`, 'Content-Disposition: form-data; name="a"', '', 'one')],
    ['headers that never end', body(`--${boundary}`, 'Content-Disposition: form-data; name="a"')],
    ['a delimiter followed by other bytes', body(`--${boundary}x`, '', 'one', `--${boundary}--`)],
    [
      'an unclosed quoted name',
      body(`--${boundary}`, 'Content-Disposition: form-data; name="a', '', 'one', `--${boundary}--`),
    ],
    [
      'headers over 16 KiB',
      body(`--${boundary}`, `X-Padding: ${'a'.repeat(17 * 1024)}`, '', 'one', `--${boundary}--`),
    ],
  ])('refuses %s as unreadable', (_case, bytes) => {
    expect(() => partsOf(bytes)).toThrow(UnreadableMultipart);
  });
});

/** A small seeded generator, so a failing form can be made again. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

describe("multipart parts against the platform's own forms", () => {
  it('reads back 200 random forms exactly: names with quotes and non-ASCII, files holding CRLF and dashes', async () => {
    const next = seeded(2911);
    // Bytes a delimiter is made of, so files are full of near-delimiters.
    const alphabet = Buffer.from('\r\n-\r\n--abcXYZ\u0000\u00ff', 'latin1');
    for (let round = 0; round < 200; round += 1) {
      const fields: Record<string, string> = {};
      for (let index = 0; index < next(5); index += 1) {
        fields[`f${index} "é" ${next(1000)}`] = `value ${'ñ-\r\n'.repeat(next(4))}${next(10_000)}`;
      }
      const files = Array.from({ length: next(3) }, (_, index) => ({
        field: `file${index}`,
        bytes: Buffer.from(Array.from({ length: next(3000) }, () => alphabet[next(alphabet.length)] ?? 0)),
        type: 'application/octet-stream',
        name: `photo ${index}.jpg`,
      }));
      const form = await multipartBody(fields, files);
      const parts = [...multipartParts(form.payload, multipartBoundary(form.headers['content-type']) ?? '')];
      const expected = [
        // The platform writes a quote in a name as %22 (the HTML standard); the name comes back as sent.
        ...Object.entries(fields).map(([name, value]) => ({
          name: name.replaceAll('"', '%22'),
          isFile: false,
          data: Buffer.from(value),
        })),
        ...files.map((file) => ({ name: file.field, isFile: true, data: file.bytes })),
      ];
      expect(parts.map((part) => [part.name, part.isFile])).toEqual(
        expected.map((part) => [part.name, part.isFile]),
      );
      parts.forEach((part, index) => {
        expect(
          part.data.equals(expected[index]?.data ?? Buffer.alloc(0)),
          `round ${round}, part ${index}`,
        ).toBe(true);
      });
    }
  });
});

describe('header parameters', () => {
  it('reads quoted values with escapes, bare tokens and repeated names (the first wins)', () => {
    const { type, params } = headerParameters(
      'Form-Data; NAME="a \\"quoted\\" name; with semicolon"; filename=photo.jpg; name="second"',
    );
    expect(type).toBe('form-data');
    expect(params.get('name')).toBe('a "quoted" name; with semicolon');
    expect(params.get('filename')).toBe('photo.jpg');
  });

  it('finds the boundary of a Content-Type, quoted or not, and refuses one missing or over 70 characters', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----WebKitFormBoundaryA1')).toBe(
      '----WebKitFormBoundaryA1',
    );
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeNull();
    expect(multipartBoundary('multipart/form-data; boundary="unclosed')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});
