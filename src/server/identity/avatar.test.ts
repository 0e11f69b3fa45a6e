import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createTestApp, customer, signIn, type TestApp } from '../test/test-app';
import { adminSession } from '../test/money-helpers';
import { HTML_AS_JPG, PDF, PNG, SVG_AS_JPG, multipartBody } from '../test/fixtures';
import sharp from 'sharp';
import { SECRET, hasGps, pixelBomb, sidewaysPhoto } from '../test/images';
import { storedFileCount } from '../test/stored-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function upload(auth: Record<string, string>, body: Buffer, field = 'avatar') {
  const { payload, headers } = multipartBody({}, { [field]: { body, filename: 'me.jpg' } });
  return t.app.inject({ method: 'POST', url: '/users/avatar', headers: { ...auth, ...headers }, payload });
}

const profile = async (auth: Record<string, string>) =>
  (await t.app.inject({ url: '/users/profile', headers: auth })).json();

const storedFiles = () => storedFileCount(t.db);

describe('profile picture', () => {
  it('re-encodes a photo upright as a 512 px WebP without Exif or GPS, served privately', async () => {
    const c = await customer(t.app);
    expect((await profile(c.auth)).avatarUrl).toBeNull();
    const photo = await sidewaysPhoto();
    const sent = await sharp(photo).metadata();
    expect([sent.width, sent.height, sent.orientation, hasGps(sent.exif)]).toEqual([40, 20, 6, true]);
    const res = await upload(c.auth, photo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(messages.identity.avatarUpdated);
    const { avatarUrl } = await profile(c.auth);
    expect(avatarUrl).toBe(res.json().avatarUrl);
    expect(avatarUrl).toMatch(new RegExp(`^/users/avatar/${c.userId}\\?v=[0-9a-f]+$`));

    const image = await t.app.inject({ url: avatarUrl, headers: c.auth });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toMatch(/no-store/);
    const kept = await sharp(image.rawPayload).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['webp', 20, 40]);
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation ?? 1).toBe(1);
    expect(image.rawPayload.includes(Buffer.from(SECRET))).toBe(false);
  });

  it('bounds a large picture to 512 px and is still there after signing in again', async () => {
    const c = await customer(t.app);
    const big = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    expect((await upload(c.auth, big)).statusCode).toBe(200);
    const again = await signIn(t.app, c.email, c.password);
    const { avatarUrl } = await profile(again.auth);
    const image = await t.app.inject({ url: avatarUrl, headers: again.auth });
    const kept = await sharp(image.rawPayload).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['webp', 512, 256]);
  });

  it('replaces the previous picture, with a new URL, and deletes the old file', async () => {
    const c = await customer(t.app);
    expect((await upload(c.auth, await sidewaysPhoto('png'))).statusCode).toBe(200);
    const first = (await profile(c.auth)).avatarUrl;
    const before = await storedFiles();
    expect((await upload(c.auth, await sidewaysPhoto('webp'))).statusCode).toBe(200);
    const second = (await profile(c.auth)).avatarUrl;
    expect(second).not.toBe(first);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a decompression bomb with 400 and keeps nothing', async () => {
    const c = await customer(t.app);
    const before = await storedFiles();
    const res = await upload(c.auth, await pixelBomb());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'image_too_large', message: messages.uploads.imageTooManyPixels });
    expect(await storedFiles()).toBe(before);
    expect((await profile(c.auth)).avatarUrl).toBeNull();
  });

  it('refuses other types (415), broken images (415), big files (413) and empty forms (400)', async () => {
    const c = await customer(t.app);
    for (const body of [PDF, HTML_AS_JPG, SVG_AS_JPG, Buffer.from('GIF89a\x01\x00\x01\x00')]) {
      const res = await upload(c.auth, body);
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('unsupported_file_type');
    }
    const broken = await upload(c.auth, (await sidewaysPhoto()).subarray(0, 40));
    expect(broken.statusCode).toBe(415);
    expect(broken.json().message).toBe(messages.identity.imageUnreadable);
    const big = await upload(c.auth, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect((await upload(c.auth, PNG, 'picture')).statusCode).toBe(400);
    expect((await upload(c.auth, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await profile(c.auth)).avatarUrl).toBeNull();
  });

  it('is served to its owner and administrators only; others get 404, visitors 401', async () => {
    const owner = await customer(t.app);
    const other = await customer(t.app);
    const admin = await adminSession(t.app, t.db);
    expect((await upload(owner.auth, PNG)).statusCode).toBe(200);
    const url = `/users/avatar/${owner.userId}`;
    expect((await t.app.inject({ url, headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: `/users/avatar/${other.userId}`, headers: other.auth })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/users/avatar/not-a-uuid', headers: owner.auth })).statusCode).toBe(
      404,
    );
    expect((await upload({}, PNG)).statusCode).toBe(401);
  });

  it('lets an administrator set their own picture', async () => {
    const admin = await adminSession(t.app, t.db);
    expect((await upload(admin.auth, PNG)).statusCode).toBe(200);
    expect((await profile(admin.auth)).avatarUrl).toMatch(/^\/users\/avatar\//);
  });
});
