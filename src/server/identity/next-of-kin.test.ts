import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { adminSession } from '../test/money-helpers';
import { JPEG, PDF, PNG, multipartBody } from '../test/fixtures';
import { imageShape } from '../test/images';
import { storedFileCount } from '../test/stored-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Files = Record<string, { body: Buffer; filename?: string; contentType?: string }>;

const goodFields = (): Record<string, string> => ({
  fullName: 'Charles Babbage',
  email: 'Charles@Example.com',
  phone: '+44 (20) 7946-0001',
  gender: 'Male',
  dob: '1971-12-26',
  address: '1 Dorset Street, London',
  state: 'Greater London',
});
const idImages = (): Files => ({
  idFront: { body: PNG, filename: 'front.png', contentType: 'image/png' },
  idBack: { body: JPEG, filename: 'back.jpg' },
});

function save(auth: Record<string, string>, fields: Record<string, string>, files: Files = idImages()) {
  const { payload, headers } = multipartBody(fields, files);
  return t.app.inject({
    method: 'PUT',
    url: '/users/next-of-kin',
    headers: { ...auth, ...headers },
    payload,
  });
}

const load = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/users/next-of-kin', headers: auth })).json();

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

describe('next of kin', () => {
  it('is empty at first, then saved and shown again with document links', async () => {
    const c = await customer(t.app);
    expect(await load(c.auth)).toEqual({ nextOfKin: null });
    const res = await save(c.auth, goodFields());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.identity.nextOfKinSaved);
    const { nextOfKin } = await load(c.auth);
    expect(nextOfKin).toMatchObject({
      fullName: 'Charles Babbage',
      email: 'charles@example.com',
      phone: '+44 (20) 7946-0001',
      gender: 'Male',
      dob: '1971-12-26',
      address: '1 Dorset Street, London',
      state: 'Greater London',
      documents: {
        idFront: { url: '/users/next-of-kin/documents/idFront', mime: 'image/png' },
        idBack: { url: '/users/next-of-kin/documents/idBack', mime: 'image/jpeg' },
      },
    });
    const front = await t.app.inject({ url: nextOfKin.documents.idFront.url, headers: c.auth });
    expect(front.statusCode).toBe(200);
    expect(await imageShape(front.rawPayload)).toEqual(await imageShape(PNG));
    expect(front.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('defaults gender to Male and keeps the stored documents when an edit sends none', async () => {
    const c = await customer(t.app);
    const { gender: _gender, ...noGender } = goodFields();
    expect((await save(c.auth, noGender)).statusCode).toBe(200);
    expect((await load(c.auth)).nextOfKin.gender).toBe('Male');
    const before = await storedFileCount(t.db);

    const edited = await save(c.auth, { ...goodFields(), fullName: 'Ada King', gender: 'Female' }, {});
    expect(edited.statusCode, edited.body).toBe(200);
    const { nextOfKin } = await load(c.auth);
    expect(nextOfKin).toMatchObject({ fullName: 'Ada King', gender: 'Female' });
    expect(nextOfKin.documents.idBack.mime).toBe('image/jpeg');

    const replaced = await save(c.auth, goodFields(), {
      idBack: { body: PNG, filename: 'back.png', contentType: 'image/png' },
    });
    expect(replaced.statusCode).toBe(200);
    expect((await load(c.auth)).nextOfKin.documents.idBack.mime).toBe('image/png');
    // The replaced image is deleted, not left behind.
    expect(await storedFileCount(t.db)).toBe(before);
  });

  it('requires both ID images the first time', async () => {
    const c = await customer(t.app);
    const res = await save(c.auth, goodFields(), { idFront: idImages().idFront! });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.identity.nextOfKinDocumentsRequired);
    expect((await save(c.auth, goodFields(), {})).statusCode).toBe(400);
    expect(await load(c.auth)).toEqual({ nextOfKin: null });
  });

  it('validates email, phone, gender, date of birth and required fields (400)', async () => {
    const c = await customer(t.app);
    const bad: Record<string, string>[] = [
      { email: 'not-an-email' },
      { email: 'a@b' },
      { phone: '555-CALL-NOW' },
      { phone: '12' },
      { gender: 'male' },
      { gender: 'Unknown' },
      { dob: tomorrow() },
      { dob: today() },
      { dob: '1990-02-30' },
      { dob: '26/12/1971' },
      { fullName: '   ' },
      { address: '' },
      { state: '' },
      { nickname: 'Charlie' },
    ];
    for (const change of bad) {
      const res = await save(c.auth, { ...goodFields(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    const { fullName: _name, ...noName } = goodFields();
    expect((await save(c.auth, noName)).statusCode).toBe(400);
    const future = await save(c.auth, { ...goodFields(), dob: tomorrow() });
    expect(future.json().message).toBe('The date of birth must be in the past.');
    expect(await load(c.auth)).toEqual({ nextOfKin: null });
  });

  it('checks the ID images by their bytes and size', async () => {
    const c = await customer(t.app);
    const pdf = await save(c.auth, goodFields(), {
      ...idImages(),
      idFront: { body: PDF, filename: 'front.png', contentType: 'image/png' },
    });
    expect(pdf.statusCode).toBe(415);
    const big = await save(c.auth, goodFields(), {
      ...idImages(),
      idBack: { body: Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]) },
    });
    expect(big.statusCode).toBe(413);
    expect(await load(c.auth)).toEqual({ nextOfKin: null });
  });

  it('stores HTML in names and addresses as plain text and returns it unchanged', async () => {
    const c = await customer(t.app);
    const html = '<img src=x onerror="alert(1)"><b>Bob</b>';
    const res = await save(c.auth, { ...goodFields(), fullName: html, address: `<script>x()</script>` });
    expect(res.statusCode).toBe(200);
    const loaded = await t.app.inject({ url: '/users/next-of-kin', headers: c.auth });
    expect(loaded.headers['content-type']).toMatch(/^application\/json/);
    expect(loaded.json().nextOfKin).toMatchObject({ fullName: html, address: '<script>x()</script>' });
  });

  it('keeps each customer to their own record and documents', async () => {
    const owner = await customer(t.app);
    const other = await customer(t.app);
    const admin = await adminSession(t.app, t.db);
    expect((await save(owner.auth, goodFields())).statusCode).toBe(200);
    expect(await load(other.auth)).toEqual({ nextOfKin: null });
    const url = `/users/next-of-kin/documents/idFront?userId=${owner.userId}`;
    expect((await t.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/users/next-of-kin/documents/idFront', headers: other.auth })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url, headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/users/next-of-kin' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/users/next-of-kin', headers: admin.auth })).statusCode).toBe(403);
  });
});
