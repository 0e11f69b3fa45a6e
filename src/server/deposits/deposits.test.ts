import { bankSuite } from '../test/bank-suite';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { MAX_PENDING_CHEQUES } from '../../shared/schemas/deposits';
import { THUMBNAIL_QUERY } from '../../shared/schemas/uploads';
import { verifyLedger } from '../ledger/verify-ledger';
import { HTML_AS_JPG, JPEG, PDF, PNG, sendForm, SVG_AS_JPG, WEBP, type Files } from '../test/fixtures';
import { balanceCents } from '../test/money-helpers';
import { customer } from '../test/test-app';
import { imageShape, pixelBomb } from '../test/images';

const s = bankSuite();

/** A real PNG header with random trailing bytes: a different cheque image (and SHA-256) every call. */
function uniquePng(): Buffer {
  return Buffer.concat([PNG, randomBytes(16)]);
}

const upload = (auth: Record<string, string>, fields: Record<string, string>, files: Files) =>
  sendForm(s.t.app, 'POST', '/upload', auth, fields, files);

const cheque = (auth: Record<string, string>, amount = '250', body: Buffer = uniquePng()) =>
  upload(auth, { amount }, { chequeImage: { body, filename: 'cheque.png', contentType: 'image/png' } });

describe('POST /upload', () => {
  it('refuses a decompression bomb with 400 and records no deposit or payment', async () => {
    const c = await customer(s.t.app);
    const res = await cheque(c.auth, '250', await pixelBomb());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'image_too_large', message: messages.uploads.imageTooManyPixels });
    const list = await s.t.app.inject({ url: '/deposits', headers: c.auth });
    expect(list.json()).toEqual([]);
    const rows = await s.t.ownerDb
      .selectFrom('cheque_deposits')
      .select('id')
      .where('user_id', '=', c.userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('creates a Pending cheque deposit on Checking without moving money', async () => {
    const c = await customer(s.t.app);
    const res = await cheque(c.auth, '250');
    expect(res.statusCode).toBe(201);
    const { message, deposit } = res.json();
    expect(message).toBe(messages.chequeDeposit.uploaded);
    expect(deposit).toMatchObject({
      amount: 250,
      status: 'Pending',
      reason: null,
      account: 'Checking',
      transactionStatus: 'Pending',
      imageUrl: `/deposits/${deposit._id}/image`,
      decidedAt: null,
    });
    expect(await balanceCents(s.t.db, c.userId)).toBe(0n);
    const list = (await s.t.app.inject({ url: '/deposits', headers: c.auth })).json();
    expect(list).toEqual([deposit]);
    const statement = (await s.t.app.inject({ url: '/transactions', headers: c.auth })).json();
    expect(statement.transactions[0]).toMatchObject({
      _id: deposit.transactionId,
      reference: deposit.reference,
      type: 'deposit',
      description: 'Cheque deposit',
      amount: 250,
      status: 'Pending',
      account: 'Checking',
    });
    const postings = await s.t.db
      .selectFrom('postings')
      .select('id')
      .where('payment_id', '=', deposit.transactionId)
      .execute();
    expect(postings).toEqual([]);
    expect(await verifyLedger(s.t.db)).toEqual([]);
  });

  it('accepts JPEG and WebP images and amounts as decimal text', async () => {
    const c = await customer(s.t.app);
    const jpeg = Buffer.concat([JPEG, randomBytes(8)]);
    const webp = Buffer.concat([WEBP, randomBytes(8)]);
    const a = await upload(c.auth, { amount: '12.50' }, { chequeImage: { body: jpeg } });
    const b = await upload(c.auth, { amount: '0099.9' }, { chequeImage: { body: webp } });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().deposit.amount).toBe(12.5);
    expect(b.json().deposit.amount).toBe(99.9);
  });

  it('refuses files that are not JPEG, PNG or WebP by their bytes (415), whatever their name', async () => {
    const c = await customer(s.t.app);
    for (const body of [Buffer.from('just some text, not a picture'), HTML_AS_JPG, SVG_AS_JPG, PDF]) {
      const res = await upload(
        c.auth,
        { amount: '10' },
        { chequeImage: { body, filename: 'cheque.jpg', contentType: 'image/jpeg' } },
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('unsupported_file_type');
    }
    expect((await s.t.app.inject({ url: '/deposits', headers: c.auth })).json()).toEqual([]);
  });

  it('refuses an image above 10 MB (413)', async () => {
    const c = await customer(s.t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await cheque(c.auth, '10', big);
    expect(res.statusCode).toBe(413);
    expect((await s.t.app.inject({ url: '/deposits', headers: c.auth })).json()).toEqual([]);
  });

  it('refuses the same cheque image twice, whoever sends it (409)', async () => {
    const first = await customer(s.t.app);
    const second = await customer(s.t.app);
    const image = uniquePng();
    expect((await cheque(first.auth, '40', image)).statusCode).toBe(201);
    const again = await cheque(first.auth, '40', image);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.chequeDeposit.duplicate, code: 'duplicate_upload' });
    expect((await cheque(second.auth, '99', image)).statusCode).toBe(409);
    expect((await s.t.app.inject({ url: '/deposits', headers: first.auth })).json()).toHaveLength(1);
  });

  it('needs the image, the amount and nothing else (400)', async () => {
    const c = await customer(s.t.app);
    const noFile = await upload(c.auth, { amount: '10' }, {});
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(messages.chequeDeposit.selectImage);
    const empty = await upload(c.auth, { amount: '10' }, { chequeImage: { body: Buffer.alloc(0) } });
    expect(empty.statusCode).toBe(400);
    const noAmount = await upload(c.auth, {}, { chequeImage: { body: uniquePng() } });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().message).toBe('Enter an amount.');
    const extra = await upload(
      c.auth,
      { amount: '10', userId: c.userId },
      { chequeImage: { body: uniquePng() } },
    );
    expect(extra.statusCode).toBe(400);
    const otherFile = await upload(c.auth, { amount: '10' }, { avatar: { body: uniquePng() } });
    expect(otherFile.statusCode).toBe(400);
    const json = await s.t.app.inject({
      method: 'POST',
      url: '/upload',
      headers: c.auth,
      payload: { amount: 1 },
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses bad amounts (400) and stores nothing', async () => {
    const c = await customer(s.t.app);
    for (const amount of ['0', '-5', '10.999', 'abc', '1e3', '', ' 10', '10,00', '50000.01', '0x10']) {
      const res = await cheque(c.auth, amount);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    expect((await s.t.app.inject({ url: '/deposits', headers: c.auth })).json()).toEqual([]);
    expect((await cheque(c.auth, '50000')).statusCode).toBe(201);
  });

  it('is for signed-in customers only', async () => {
    const signedOut = await cheque({}, '10');
    expect(signedOut.statusCode).toBe(401);
    expect((await cheque(s.admin.auth, '10')).statusCode).toBe(403);
  });

  it(`keeps at most ${MAX_PENDING_CHEQUES} cheques waiting per customer (422)`, async () => {
    const c = await customer(s.t.app);
    for (let i = 0; i < MAX_PENDING_CHEQUES; i++) expect((await cheque(c.auth, '1')).statusCode).toBe(201);
    const over = await cheque(c.auth, '1');
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('not_allowed_now');
    const page = await s.t.app.inject({ url: '/deposits?limit=4', headers: c.auth });
    expect(page.json()).toHaveLength(4);
    const cursor = page.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const next = await s.t.app.inject({ url: `/deposits?limit=100&cursor=${cursor}`, headers: c.auth });
    expect(next.json()).toHaveLength(MAX_PENDING_CHEQUES - 4);
    expect((await s.t.app.inject({ url: '/deposits?limit=101', headers: c.auth })).statusCode).toBe(400);
    expect((await s.t.app.inject({ url: '/deposits?cursor=%24%24', headers: c.auth })).statusCode).toBe(400);
  });
});

describe('GET /deposits/{id}/image', () => {
  it('serves the image to its owner and administrators as an attachment with no-store', async () => {
    const c = await customer(s.t.app);
    const image = uniquePng();
    const { deposit } = (await cheque(c.auth, '75', image)).json();
    for (const auth of [c.auth, s.admin.auth]) {
      const res = await s.t.app.inject({ url: deposit.imageUrl, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="cheque-${deposit.reference}.png"`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(await imageShape(res.rawPayload)).toEqual(await imageShape(image));
    }
  });

  it('gives the back office a small WebP thumbnail with the same access rules', async () => {
    const owner = await customer(s.t.app);
    const other = await customer(s.t.app);
    const big = await sharp({ create: { width: 1600, height: 700, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    const { deposit } = (await cheque(owner.auth, '75', big)).json();
    const url = `${deposit.imageUrl}?${THUMBNAIL_QUERY}`;
    const thumb = await s.t.app.inject({ url, headers: s.admin.auth });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('no-store');
    expect(await imageShape(thumb.rawPayload)).toEqual({ format: 'webp', width: 320, height: 140 });
    expect((await s.t.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
    expect((await s.t.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await s.t.app.inject({ url: `${deposit.imageUrl}?size=huge`, headers: s.admin.auth })).statusCode,
    ).toBe(400);
  });

  it("answers 404 for another customer's deposit and unknown ids, 401 signed out", async () => {
    const owner = await customer(s.t.app);
    const other = await customer(s.t.app);
    const { deposit } = (await cheque(owner.auth, '75')).json();
    expect((await s.t.app.inject({ url: deposit.imageUrl, headers: other.auth })).statusCode).toBe(404);
    expect((await s.t.app.inject({ url: deposit.imageUrl })).statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd']) {
      expect((await s.t.app.inject({ url: `/deposits/${id}/image`, headers: owner.auth })).statusCode).toBe(
        404,
      );
    }
    expect((await s.t.app.inject({ url: '/deposits', headers: other.auth })).json()).toEqual([]);
  });
});

describe('GET /deposits/crypto-address', () => {
  it('gives signed-in customers the configured Bitcoin address', async () => {
    const c = await customer(s.t.app);
    const res = await s.t.app.inject({ url: '/deposits/crypto-address', headers: c.auth });
    expect(res.json()).toEqual({ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', network: 'Bitcoin' });
    expect((await s.t.app.inject({ url: '/deposits/crypto-address' })).statusCode).toBe(401);
  });
});
