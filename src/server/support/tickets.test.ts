import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createTestApp, customer, type TestApp } from '../test/test-app';
import { adminSession, PIN, setPin } from '../test/money-helpers';
import { MAX_OPEN_TICKETS } from './tickets-service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t.app, t.db);
});
afterAll(() => t.close());

type Auth = Record<string, string>;

async function customerWithPin() {
  const c = await customer(t.app);
  await setPin(t.app, c.auth);
  return c;
}

const open = (auth: Auth, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/tickets', headers: auth, payload });

const reply = (auth: Auth, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/admin/tickets/${id}/reply`, headers: auth, payload });

const goodTicket = { ticketType: 'Technical Issue', info: 'The statement download fails.', pincode: PIN };

describe('opening a ticket', () => {
  it('stores it under the caller whatever userId the body names, and answers 201 with a reference', async () => {
    const a = await customerWithPin();
    const b = await customerWithPin();
    const res = await open(a.auth, { ...goodTicket, userId: b.userId });
    expect(res.statusCode).toBe(201);
    const { message, ticket } = res.json();
    expect(message).toBe(messages.tickets.created);
    expect(ticket).toMatchObject({
      ticketType: 'Technical Issue',
      type: 'Technical Issue',
      status: 'pending',
      info: goodTicket.info,
      messages: [],
    });
    expect(ticket.title).toMatch(/^TCK-\d{8}-[0-9A-F]{6}$/);
    expect(ticket.reference).toBe(ticket.title);
    const row = await t.db
      .selectFrom('tickets')
      .select('user_id')
      .where('id', '=', ticket._id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(a.userId);
    expect((await t.app.inject({ url: '/tickets', headers: b.auth })).json()).toEqual([]);
  });

  it('accepts exactly the four types of the spec', async () => {
    const c = await customerWithPin();
    for (const ticketType of ['Technical Issue', 'Account Inquiry', 'Loan Request', 'Other']) {
      expect((await open(c.auth, { ...goodTicket, ticketType })).statusCode).toBe(201);
    }
    for (const ticketType of ['technical issue', 'Billing', '', 7, null]) {
      const res = await open(c.auth, { ...goodTicket, ticketType });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
  });

  it('refuses missing, blank or overlong info, a missing PIN and unknown fields', async () => {
    const c = await customerWithPin();
    const { info: _info, ...noInfo } = goodTicket;
    const { pincode: _pin, ...noPin } = goodTicket;
    for (const payload of [
      noInfo,
      { ...goodTicket, info: '' },
      { ...goodTicket, info: '   \n ' },
      { ...goodTicket, info: 'x'.repeat(2001) },
      noPin,
      { ...goodTicket, pincode: '12345' },
      { ...goodTicket, status: 'completed' },
    ]) {
      const res = await open(c.auth, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await open(c.auth, { ...goodTicket, info: 'x'.repeat(2000) })).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/tickets', headers: c.auth })).json()).toHaveLength(1);
  });

  it('refuses a wrong PIN and a PIN never set, storing nothing', async () => {
    const c = await customerWithPin();
    const wrong = await open(c.auth, { ...goodTicket, pincode: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: messages.pin.wrong, code: 'wrong_pin' });
    const noPin = await customer(t.app);
    const unset = await open(noPin.auth, goodTicket);
    expect(unset.statusCode).toBe(422);
    expect(unset.json().code).toBe('pin_not_set');
    expect((await t.app.inject({ url: '/tickets', headers: c.auth })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/tickets', headers: noPin.auth })).json()).toEqual([]);
  });

  it('refuses signed-out callers and administrators', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/tickets', payload: goodTicket })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/tickets' })).statusCode).toBe(401);
    expect((await open(admin.auth, goodTicket)).statusCode).toBe(403);
  });

  it(`holds a new ticket while ${MAX_OPEN_TICKETS} are open`, async () => {
    const c = await customerWithPin();
    for (let i = 0; i < MAX_OPEN_TICKETS; i++) {
      expect((await open(c.auth, { ...goodTicket, info: `Question ${i}` })).statusCode).toBe(201);
    }
    const held = await open(c.auth, goodTicket);
    expect(held.statusCode).toBe(422);
    expect(held.json().code).toBe('not_allowed_now');
  });

  it('stores HTML and script verbatim and answers it as JSON text', async () => {
    const c = await customerWithPin();
    const info = `<script>alert("x")</script><img src=x onerror="alert(1)"> & "quotes" 'too'`;
    const created = await open(c.auth, { ...goodTicket, info });
    expect(created.statusCode).toBe(201);
    const one = await t.app.inject({ url: `/tickets/${created.json().ticket._id}`, headers: c.auth });
    expect(one.headers['content-type']).toMatch(/^application\/json/);
    expect(one.json().info).toBe(info);
    const row = await t.db
      .selectFrom('tickets')
      .select('info')
      .where('id', '=', created.json().ticket._id)
      .executeTakeFirstOrThrow();
    expect(row.info).toBe(info);
  });
});

describe('listing tickets', () => {
  it("answers the caller's tickets newest first in the spec's shape, ignoring ?userId=", async () => {
    const a = await customerWithPin();
    const b = await customerWithPin();
    await open(a.auth, { ...goodTicket, ticketType: 'Other', info: 'First' });
    await open(a.auth, { ...goodTicket, ticketType: 'Loan Request', info: 'Second' });
    await open(b.auth, goodTicket);
    const res = await t.app.inject({ url: `/tickets?userId=${b.userId}`, headers: a.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((x: { type: string }) => x.type)).toEqual(['Loan Request', 'Other']);
    expect(Object.keys(list[0]).sort()).toEqual(
      ['_id', 'createdAt', 'date', 'status', 'ticketType', 'title', 'type'].sort(),
    );
    expect(list[0]).toMatchObject({ ticketType: 'Loan Request', status: 'pending' });
    expect(new Date(list[0].date).toISOString()).toBe(list[0].createdAt);
  });

  it('pages with limit and the X-Next-Cursor header', async () => {
    const c = await customerWithPin();
    for (const info of ['one', 'two', 'three']) await open(c.auth, { ...goodTicket, info });
    const first = await t.app.inject({ url: '/tickets?limit=2', headers: c.auth });
    expect(first.json()).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await t.app.inject({ url: `/tickets?limit=2&cursor=${cursor}`, headers: c.auth });
    expect(second.json()).toHaveLength(1);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect((await t.app.inject({ url: '/tickets?limit=101', headers: c.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/tickets?cursor=bad!', headers: c.auth })).statusCode).toBe(400);
  });

  it("answers 404 for another customer's ticket and for ids that do not exist", async () => {
    const a = await customerWithPin();
    const b = await customerWithPin();
    const id = (await open(a.auth, goodTicket)).json().ticket._id;
    expect((await t.app.inject({ url: `/tickets/${id}`, headers: a.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/tickets/${id}`, headers: b.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/tickets/not-a-uuid', headers: a.auth })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/tickets/00000000-0000-4000-8000-000000000000', headers: a.auth }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/tickets/${id}`, headers: admin.auth })).statusCode).toBe(200);
  });
});

describe('administrators answering tickets', () => {
  it('refuses customers with 403 and signed-out callers with 401', async () => {
    const c = await customerWithPin();
    const id = (await open(c.auth, goodTicket)).json().ticket._id;
    expect((await t.app.inject({ url: '/admin/tickets', headers: c.auth })).statusCode).toBe(403);
    expect((await reply(c.auth, id, { message: 'Done', status: 'completed' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/admin/tickets' })).statusCode).toBe(401);
    expect((await reply({}, id, { message: 'Done', status: 'completed' })).statusCode).toBe(401);
  });

  it('queues pending tickets with their customer, oldest first', async () => {
    const c = await customerWithPin();
    const id = (await open(c.auth, { ...goodTicket, info: 'Queued question' })).json().ticket._id;
    const res = await t.app.inject({ url: '/admin/tickets?status=pending&limit=100', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const item = res.json().find((x: { _id: string }) => x._id === id);
    expect(item).toMatchObject({
      info: 'Queued question',
      status: 'pending',
      customer: { _id: c.userId, name: 'Ada Lovelace', email: c.email },
    });
    expect((await t.app.inject({ url: '/admin/tickets?status=open', headers: admin.auth })).statusCode).toBe(
      400,
    );
  });

  it('adds the reply to the thread, sets the status, audits it and notifies the customer', async () => {
    const c = await customerWithPin();
    const created = (await open(c.auth, goodTicket)).json().ticket;
    const res = await reply(admin.auth, created._id, {
      message: 'We fixed the download. <b>Try again</b>.',
      status: 'completed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ticket.status).toBe('completed');

    const seen = (await t.app.inject({ url: `/tickets/${created._id}`, headers: c.auth })).json();
    expect(seen.status).toBe('completed');
    expect(seen.messages).toEqual([
      expect.objectContaining({
        authorRole: 'admin',
        authorName: 'Vault Bank Support',
        body: 'We fixed the download. <b>Try again</b>.',
      }),
    ]);
    const listed = (await t.app.inject({ url: '/tickets', headers: c.auth })).json();
    expect(listed[0]).toMatchObject({ _id: created._id, status: 'completed' });

    const bell = (await t.app.inject({ url: '/notifications', headers: c.auth })).json();
    expect(bell.unread).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      kind: 'ticket',
      title: `New reply to your ticket ${created.title}`,
      link: `/TicketHistory?ticket=${created._id}`,
    });
    expect(bell.notifications[0].body).toContain('We fixed the download.');

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', created._id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'ticket_replied',
      target_type: 'ticket',
      reason: 'Status: completed',
    });

    const pending = (await t.app.inject({ url: '/admin/tickets', headers: admin.auth })).json();
    expect(pending.some((x: { _id: string }) => x._id === created._id)).toBe(false);
    const done = (await t.app.inject({ url: '/admin/tickets?status=completed', headers: admin.auth })).json();
    expect(done.some((x: { _id: string }) => x._id === created._id)).toBe(true);
  });

  it('keeps a ticket open on a pending reply and answers 409 once it is closed', async () => {
    const c = await customerWithPin();
    const id = (await open(c.auth, goodTicket)).json().ticket._id;
    expect((await reply(admin.auth, id, { message: 'Looking into it.', status: 'pending' })).statusCode).toBe(
      200,
    );
    expect((await reply(admin.auth, id, { message: 'Cannot reproduce.', status: 'failed' })).statusCode).toBe(
      200,
    );
    const again = await reply(admin.auth, id, { message: 'One more thing.', status: 'completed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_decided');
    const seen = (await t.app.inject({ url: `/tickets/${id}`, headers: c.auth })).json();
    expect(seen.status).toBe('failed');
    expect(seen.messages.map((m: { body: string }) => m.body)).toEqual([
      'Looking into it.',
      'Cannot reproduce.',
    ]);
    expect((await t.app.inject({ url: '/notifications', headers: c.auth })).json().unread).toBe(2);
  });

  it('answers one of two simultaneous closing replies and 409 to the other', async () => {
    const c = await customerWithPin();
    const id = (await open(c.auth, goodTicket)).json().ticket._id;
    const answers = await Promise.all([
      reply(admin.auth, id, { message: 'A', status: 'completed' }),
      reply(admin.auth, id, { message: 'B', status: 'failed' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const seen = (await t.app.inject({ url: `/tickets/${id}`, headers: c.auth })).json();
    expect(seen.messages).toHaveLength(1);
  });

  it('refuses bad replies and unknown tickets', async () => {
    const c = await customerWithPin();
    const id = (await open(c.auth, goodTicket)).json().ticket._id;
    for (const payload of [
      { message: '', status: 'completed' },
      { message: '  ', status: 'completed' },
      { message: 'x'.repeat(2001), status: 'completed' },
      { message: 'Ok', status: 'Completed' },
      { message: 'Ok', status: 'closed' },
      { message: 'Ok' },
      { message: 'Ok', status: 'completed', extra: 1 },
    ]) {
      expect((await reply(admin.auth, id, payload)).statusCode).toBe(400);
    }
    expect((await reply(admin.auth, 'nope', { message: 'Ok', status: 'completed' })).statusCode).toBe(404);
    expect(
      (
        await reply(admin.auth, '00000000-0000-4000-8000-000000000000', {
          message: 'Ok',
          status: 'completed',
        })
      ).statusCode,
    ).toBe(404);
  });
});
