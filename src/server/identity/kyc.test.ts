import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { adminSession } from '../test/money-helpers';
import { HTML_AS_JPG, JPEG, PDF, PNG, multipartBody } from '../test/fixtures';
import { imageShape } from '../test/images';
import { THUMBNAIL_QUERY } from '../../shared/schemas/uploads';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t.app, t.db);
});
afterAll(async () => t.close());

type Files = Record<string, { body: Buffer; filename?: string; contentType?: string }>;

const goodFiles = (): Files => ({
  idFront: { body: PNG, filename: 'front.png', contentType: 'image/png' },
  idBack: { body: JPEG, filename: 'back.jpg' },
  proofOfAddress: { body: PDF, filename: 'bill.pdf', contentType: 'application/pdf' },
});

function submit(auth: Record<string, string>, fields: Record<string, string>, files: Files) {
  const { payload, headers } = multipartBody(fields, files);
  return t.app.inject({ method: 'PUT', url: '/users/kyc', headers: { ...auth, ...headers }, payload });
}

const state = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/users/kyc', headers: auth })).json();

function decide(id: string, decision: 'approve' | 'reject', payload: unknown, auth = admin.auth) {
  return t.app.inject({
    method: 'POST',
    url: `/admin/kyc/${id}/${decision}`,
    headers: auth,
    payload: payload as Record<string, unknown>,
  });
}

async function queuedIdOf(userId: string): Promise<string> {
  const queue = (await t.app.inject({ url: '/admin/kyc?status=Pending', headers: admin.auth })).json();
  return (queue as { _id: string; customer: { _id: string } }[]).find((s) => s.customer._id === userId)!._id;
}

describe('KYC submission', () => {
  it('starts as Not submitted, takes a complete submission and shows Pending with a masked number', async () => {
    const c = await customer(t.app);
    expect(await state(c.auth)).toEqual({
      status: 'Not submitted',
      reason: null,
      idNumber: null,
      submittedAt: null,
      decidedAt: null,
    });
    const res = await submit(c.auth, { idNumber: 'AB-12345678' }, goodFiles());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: messages.identity.kycSubmitted, kyc: { status: 'Pending' } });
    const now = await state(c.auth);
    expect(now).toMatchObject({ status: 'Pending', reason: null, idNumber: '*******5678' });
    expect(Date.parse(now.submittedAt)).not.toBeNaN();
  });

  it('requires every field (400) and checks the ID number format', async () => {
    const c = await customer(t.app);
    const { idFront, idBack, proofOfAddress } = goodFiles();
    const cases: [Record<string, string>, Files][] = [
      [{}, goodFiles()],
      [{ idNumber: '' }, goodFiles()],
      [{ idNumber: 'ab' }, goodFiles()],
      [{ idNumber: '<script>1</script>' }, goodFiles()],
      [{ idNumber: 'A1234567' }, { idBack: idBack!, proofOfAddress: proofOfAddress! }],
      [{ idNumber: 'A1234567' }, { idFront: idFront!, proofOfAddress: proofOfAddress! }],
      [{ idNumber: 'A1234567' }, { idFront: idFront!, idBack: idBack! }],
      [{ idNumber: 'A1234567' }, { ...goodFiles(), idFront: { body: Buffer.alloc(0) } }],
      [{ idNumber: 'A1234567', extra: 'x' }, goodFiles()],
    ];
    for (const [fields, files] of cases) {
      const res = await submit(c.auth, fields, files);
      expect(res.statusCode, JSON.stringify(fields) + Object.keys(files).join()).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    const json = await t.app.inject({
      method: 'PUT',
      url: '/users/kyc',
      headers: c.auth,
      payload: { idNumber: 'A1234567' },
    });
    expect(json.statusCode).toBe(400);
    expect((await state(c.auth)).status).toBe('Not submitted');
  });

  it('checks files by their bytes (415) and size (413)', async () => {
    const c = await customer(t.app);
    const pdfAsFront = await submit(
      c.auth,
      { idNumber: 'A1234567' },
      {
        ...goodFiles(),
        idFront: { body: PDF, filename: 'front.jpg', contentType: 'image/jpeg' },
      },
    );
    expect(pdfAsFront.statusCode).toBe(415);
    expect(pdfAsFront.json().code).toBe('unsupported_file_type');
    const html = await submit(
      c.auth,
      { idNumber: 'A1234567' },
      {
        ...goodFiles(),
        proofOfAddress: { body: HTML_AS_JPG, filename: 'bill.pdf', contentType: 'application/pdf' },
      },
    );
    expect(html.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const oversized = await submit(
      c.auth,
      { idNumber: 'A1234567' },
      {
        ...goodFiles(),
        idBack: { body: big, filename: 'back.png', contentType: 'image/png' },
      },
    );
    expect(oversized.statusCode).toBe(413);
    expect((await state(c.auth)).status).toBe('Not submitted');
  });

  it('refuses a resubmission while Pending (409) and allows one after a rejection', async () => {
    const c = await customer(t.app);
    expect((await submit(c.auth, { idNumber: 'A1234567' }, goodFiles())).statusCode).toBe(201);
    const again = await submit(c.auth, { idNumber: 'A1234567' }, goodFiles());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.identity.kycAlreadyPending);

    const id = await queuedIdOf(c.userId);
    expect((await decide(id, 'reject', { reason: 'The photo of the ID is blurred.' })).statusCode).toBe(200);
    expect(await state(c.auth)).toMatchObject({
      status: 'Rejected',
      reason: 'The photo of the ID is blurred.',
    });

    expect((await submit(c.auth, { idNumber: 'A7654321' }, goodFiles())).statusCode).toBe(201);
    expect(await state(c.auth)).toMatchObject({ status: 'Pending', reason: null, idNumber: '****4321' });
    expect((await decide(await queuedIdOf(c.userId), 'approve', {})).statusCode).toBe(200);
    expect(await state(c.auth)).toMatchObject({ status: 'Approved' });
    const afterApproval = await submit(c.auth, { idNumber: 'A7654321' }, goodFiles());
    expect(afterApproval.statusCode).toBe(409);
    expect(afterApproval.json().message).toBe(messages.identity.kycAlreadyApproved);
  });

  it('lets only one of two simultaneous submissions in', async () => {
    const c = await customer(t.app);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => submit(c.auth, { idNumber: 'A1234567' }, goodFiles())),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
  });
});

describe('KYC documents', () => {
  it('are sent to their owner and administrators as attachments, and are 404 for anyone else', async () => {
    const owner = await customer(t.app);
    const other = await customer(t.app);
    expect((await submit(owner.auth, { idNumber: 'A1234567' }, goodFiles())).statusCode).toBe(201);

    const own = await t.app.inject({ url: '/users/kyc/documents/idFront', headers: owner.auth });
    expect(own.statusCode).toBe(200);
    expect(await imageShape(own.rawPayload)).toEqual(await imageShape(PNG));
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');

    const proof = await t.app.inject({
      url: `/users/kyc/documents/proofOfAddress?userId=${owner.userId}`,
      headers: admin.auth,
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(proof.rawPayload).toEqual(PDF);

    for (const url of [
      `/users/kyc/documents/idFront?userId=${owner.userId}`,
      `/users/kyc/documents/idBack?userId=${owner.userId}`,
      '/users/kyc/documents/idFront',
    ]) {
      expect((await t.app.inject({ url, headers: other.auth })).statusCode, url).toBe(404);
    }
    expect(
      (await t.app.inject({ url: '/users/kyc/documents/passport', headers: owner.auth })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/users/kyc/documents/idFront' })).statusCode).toBe(401);

    // The back office's thumbnails: a small WebP of an image, the PDF as it is, the same access rules.
    const thumb = await t.app.inject({
      url: `/users/kyc/documents/idFront?userId=${owner.userId}&${THUMBNAIL_QUERY}`,
      headers: admin.auth,
    });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await imageShape(thumb.rawPayload)).format).toBe('webp');
    const pdfThumb = await t.app.inject({
      url: `/users/kyc/documents/proofOfAddress?userId=${owner.userId}&${THUMBNAIL_QUERY}`,
      headers: admin.auth,
    });
    expect(pdfThumb.rawPayload).toEqual(PDF);
    const foreign = `/users/kyc/documents/idFront?userId=${owner.userId}&${THUMBNAIL_QUERY}`;
    expect((await t.app.inject({ url: foreign, headers: other.auth })).statusCode).toBe(404);
  });

  it('links every document of the queue to that submission', async () => {
    const c = await customer(t.app);
    expect((await submit(c.auth, { idNumber: 'Z-998877' }, goodFiles())).statusCode).toBe(201);
    const queue = (await t.app.inject({ url: '/admin/kyc', headers: admin.auth })).json();
    const item = queue.find((s: { customer: { _id: string } }) => s.customer._id === c.userId);
    expect(item).toMatchObject({
      status: 'Pending',
      idNumber: 'Z-998877',
      customer: { name: 'Ada Lovelace', email: c.email },
      documents: {
        idFront: { mime: 'image/png' },
        idBack: { mime: 'image/jpeg' },
        proofOfAddress: { mime: 'application/pdf' },
      },
    });
    const doc = await t.app.inject({ url: item.documents.idBack.url, headers: admin.auth });
    expect(doc.statusCode).toBe(200);
    expect(await imageShape(doc.rawPayload)).toEqual(await imageShape(JPEG));
  });
});

describe('KYC review', () => {
  it('rejects with a reason the customer sees, audit-logged and notified; a second decision is 409', async () => {
    const c = await customer(t.app);
    expect((await submit(c.auth, { idNumber: 'A1234567' }, goodFiles())).statusCode).toBe(201);
    const id = await queuedIdOf(c.userId);

    const noReason = await decide(id, 'reject', {});
    expect(noReason.statusCode).toBe(400);
    expect((await decide(id, 'reject', { reason: '   ' })).statusCode).toBe(400);
    expect((await decide(id, 'reject', { reason: 'x', extra: 1 })).statusCode).toBe(400);

    const rejected = await decide(id, 'reject', { reason: 'Proof of address is older than 3 months' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: messages.adminKyc.rejected('Ada Lovelace'),
      kyc: { _id: id, status: 'Rejected', reason: 'Proof of address is older than 3 months' },
    });
    expect(await state(c.auth)).toMatchObject({
      status: 'Rejected',
      reason: 'Proof of address is older than 3 months',
    });
    for (const decision of ['reject', 'approve'] as const) {
      const twice = await decide(id, decision, { reason: 'again' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('already_decided');
    }

    const audit = (await t.app.inject({ url: `/admin/audit?target=${id}`, headers: admin.auth })).json();
    expect(audit.records).toHaveLength(1);
    expect(audit.records[0]).toMatchObject({
      action: 'kyc_rejected',
      targetType: 'kyc_submission',
      reason: 'Proof of address is older than 3 months',
    });

    const notes = (await t.app.inject({ url: '/notifications', headers: c.auth })).json();
    const list = notes.notifications;
    expect(list[0]).toMatchObject({
      title: messages.identity.kycRejectedTitle,
      link: '/KycVerificationPage',
    });
    expect(list[0].body).toContain('Proof of address is older than 3 months');
  });

  it('approves, lists by status, and answers 404 for unknown ids', async () => {
    const c = await customer(t.app);
    expect((await submit(c.auth, { idNumber: 'A1234567' }, goodFiles())).statusCode).toBe(201);
    const id = await queuedIdOf(c.userId);
    const approved = await decide(id, 'approve', undefined);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().kyc).toMatchObject({ status: 'Approved', reason: null });
    expect((await decide(id, 'approve', {})).statusCode).toBe(409);
    const list = (await t.app.inject({ url: '/admin/kyc?status=Approved', headers: admin.auth })).json();
    expect(list.map((s: { _id: string }) => s._id)).toContain(id);
    const pending = (await t.app.inject({ url: '/admin/kyc?status=Pending', headers: admin.auth })).json();
    expect(pending.map((s: { _id: string }) => s._id)).not.toContain(id);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approve', {})).statusCode).toBe(404);
    expect((await decide('not-a-uuid', 'approve', {})).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/admin/kyc?status=Whatever', headers: admin.auth })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/admin/kyc?limit=101', headers: admin.auth })).statusCode).toBe(400);
  });

  it('pages the queue with a cursor', async () => {
    for (let i = 0; i < 3; i++) {
      const c = await customer(t.app);
      expect((await submit(c.auth, { idNumber: `PAGE-${i}000` }, goodFiles())).statusCode).toBe(201);
    }
    const first = await t.app.inject({ url: '/admin/kyc?status=Pending&limit=2', headers: admin.auth });
    expect(first.json()).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const next = await t.app.inject({
      url: `/admin/kyc?status=Pending&limit=2&cursor=${String(cursor)}`,
      headers: admin.auth,
    });
    const firstIds = first.json().map((s: { _id: string }) => s._id);
    for (const s of next.json() as { _id: string }[]) expect(firstIds).not.toContain(s._id);
  });

  it('keeps customers out of the admin routes (403) and admins out of the customer form', async () => {
    const c = await customer(t.app);
    expect((await t.app.inject({ url: '/admin/kyc', headers: c.auth })).statusCode).toBe(403);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await decide(id, 'approve', {}, c.auth)).statusCode).toBe(403);
    expect((await decide(id, 'reject', { reason: 'x' }, c.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin/kyc' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/users/kyc' })).statusCode).toBe(401);
    expect((await submit(admin.auth, { idNumber: 'A1234567' }, goodFiles())).statusCode).toBe(403);
  });
});
