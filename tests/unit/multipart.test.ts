import { describe, expect, it } from 'vitest';
import { AppError } from '../../functions/lib/errors';
import { parseMultipart } from '../../functions/lib/multipart';

const LIMITS = { maxFileBytes: 8, tooLargeMessage: 'The image may be at most 8 bytes.', tooLargeField: 'image' };

/** The bytes and content type a browser's FormData would send, made by fetch's own encoder. */
async function encoded(form: FormData): Promise<{ headers: Record<string, string>; rawBody: Buffer }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    rawBody: Buffer.from(await request.arrayBuffer()),
  };
}

const file = (bytes: number[], name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('parseMultipart (functions/lib/multipart.ts, the runtime parser)', () => {
  it('keeps repeated fields in order, Sinhala and Tamil text as sent, and each file with its bytes, name and type', async () => {
    const form = new FormData();
    form.append('name', 'ශ්‍රී ලංකා');
    form.append('removeImages[]', '3');
    form.append('removeImages[]', '7');
    form.append('note', 'தமிழ் 👍');
    form.append('image', file([0x89, 0x50, 0x4e, 0x47], 'me.png', 'image/png'));
    const body = await parseMultipart(await encoded(form), LIMITS);
    expect(body.fields).toEqual({ name: ['ශ්‍රී ලංකා'], 'removeImages[]': ['3', '7'], note: ['தமிழ் 👍'] });
    expect(body.files).toHaveLength(1);
    expect(body.files[0]).toMatchObject({ field: 'image', filename: 'me.png', declaredType: 'image/png' });
    expect([...body.files[0].bytes]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('a file input left empty, as a browser sends it (filename="" and no bytes), is no file and no field', async () => {
    // Written by hand: fetch's own encoder leaves the filename out when it is empty, which a browser does not.
    const boundary = '----browser-boundary';
    const rawBody = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="userGuide"; filename=""',
        'Content-Type: application/octet-stream',
        '',
        '',
        `--${boundary}`,
        'Content-Disposition: form-data; name="name"',
        '',
        'Beard Oil',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    const body = await parseMultipart(
      { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, rawBody },
      LIMITS,
    );
    expect(body).toEqual({ fields: { name: ['Beard Oil'] }, files: [] });
  });

  const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
  it.each(PROTOTYPE_NAMES)(
    'a text field named %s is kept as sent, like any other name, and no field is there unless sent',
    async (name) => {
      const form = new FormData();
      form.append(name, 'first');
      form.append(name, 'second');
      form.append('name', 'Beard Oil');
      const body = await parseMultipart(await encoded(form), LIMITS);
      expect(Object.entries(body.fields)).toEqual([
        [name, ['first', 'second']],
        ['name', ['Beard Oil']],
      ]);
      expect(Object.hasOwn(body.fields, name)).toBe(true);
      for (const other of PROTOTYPE_NAMES.filter((n) => n !== name)) expect(body.fields[other]).toBeUndefined();
    },
  );

  it('accepts a file of exactly maxFileBytes and refuses one byte more with a 413 under the named field', async () => {
    const atLimit = new FormData();
    atLimit.append('image', file([1, 2, 3, 4, 5, 6, 7, 8], 'a.png', 'image/png'));
    expect((await parseMultipart(await encoded(atLimit), LIMITS)).files[0].bytes).toHaveLength(8);

    const over = new FormData();
    over.append('image', file([1, 2, 3, 4, 5, 6, 7, 8, 9], 'a.png', 'image/png'));
    const error = await failureOf(parseMultipart(await encoded(over), LIMITS));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(LIMITS.tooLargeMessage);
    expect(error.errors).toEqual({ image: [LIMITS.tooLargeMessage] });
  });

  it('refuses a body that is not multipart, one without a boundary and one cut short, each with a 400', async () => {
    const notMultipart = await failureOf(
      parseMultipart({ headers: { 'content-type': 'application/json' }, rawBody: Buffer.from('{}') }, LIMITS),
    );
    expect([notMultipart.statusCode, notMultipart.message]).toEqual([
      400,
      'Please send the form as multipart/form-data.',
    ]);

    const unreadable = 'The uploaded form could not be read. Please try again.';
    const noBoundary = await failureOf(
      parseMultipart({ headers: { 'content-type': 'multipart/form-data' }, rawBody: Buffer.from('x') }, LIMITS),
    );
    expect([noBoundary.statusCode, noBoundary.message]).toEqual([400, unreadable]);

    const form = new FormData();
    form.append('name', 'Beard Oil');
    const { headers, rawBody } = await encoded(form);
    const cut = await failureOf(parseMultipart({ headers, rawBody: rawBody.subarray(0, rawBody.length - 10) }, LIMITS));
    expect([cut.statusCode, cut.message]).toEqual([400, unreadable]);
  });
});
