import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_EVENT } from '@/shared/realtime';
import type { Announcement } from '@/shared/schemas/promotions';
import { notifyChange } from '../../realtime/change-notify';
import { readSse, type SseReader } from '../../test/sse-reader';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';

// /api/events (docs/architecture.md#live-updates; docs/product.md#live-updates): what a member's open page hears, on this engine.
describe('live events API', () => {
  let ctx: TestContext;
  let admin: TestClient;
  let member: TestClient;
  const open: SseReader[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ heartbeatMs: 150 });
    admin = (await ctx.signedInUser('admin')).client;
    member = (await ctx.signedInUser('user')).client;
  });
  afterAll(async () => {
    await Promise.all(open.map((reader) => reader.close()));
    await ctx.close();
  });

  const connect = async (client: TestClient) => {
    const response = await client.request('/api/events', { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = readSse(response);
    open.push(reader);
    const ready = await reader.waitFor((m) => m.event === 'ready');
    expect(ready.retry).toBe(1000);
    return reader;
  };
  const saveAnnouncement = async (title: string) => {
    const response = await admin.request('/api/admin/announcements', { method: 'POST', json: { title, isActive: true } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { announcement: Announcement }).announcement;
  };

  it('answers 401 to the anonymous', async () => {
    expect((await ctx.client().request('/api/events')).status).toBe(401);
  });

  it('tells every connected member about announcement and banner-ad changes once they commit', async () => {
    const first = await connect(member);
    const second = await connect(admin);
    let from = first.messages.length;
    const fromSecond = second.messages.length;
    await saveAnnouncement('Live now');
    const event = await first.waitFor((m) => m.event === 'announcement', { from });
    expect(JSON.parse(event.data)).toMatchObject({ topic: 'announcement' });
    await second.waitFor((m) => m.event === 'announcement', { from: fromSecond });

    from = first.messages.length;
    const saved = await admin.request('/api/admin/banner-ads/2', { method: 'PUT', json: { headline: 'Ad', isActive: true } });
    expect(saved.status).toBe(200);
    await first.waitFor((m) => m.event === 'banner-ads', { from });

    from = first.messages.length;
    expect((await admin.request('/api/admin/banner-ads/2', { method: 'DELETE' })).status).toBe(204);
    await first.waitFor((m) => m.event === 'banner-ads', { from });
  });

  it('says nothing about a save that rolled back', async () => {
    const reader = await connect(member);
    const from = reader.messages.length;
    const missing = await admin.request('/api/admin/announcements/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      json: { title: 'Ghost', isActive: true },
    });
    expect(missing.status).toBe(404);
    // The next change event is the banner ad saved afterwards: the failed save sent none.
    await admin.request('/api/admin/banner-ads/1', { method: 'PUT', json: { headline: 'After', isActive: false } });
    const next = await reader.waitFor((m) => m.event === 'announcement' || m.event === 'banner-ads', { from });
    expect(next.event).toBe('banner-ads');
  });

  it("keeps the instances' internal topics ('catalogue', 'viewers') off the browsers' stream", async () => {
    const reader = await connect(member);
    const from = reader.messages.length;
    await ctx.db.transaction((tx) => notifyChange(tx, 'catalogue'));
    await ctx.db.transaction((tx) => notifyChange(tx, 'viewers'));
    await admin.request('/api/admin/banner-ads/3', { method: 'PUT', json: { headline: 'Marker', isActive: false } });
    await reader.waitFor((m) => m.event === 'banner-ads', { from });
    const events = reader.messages.slice(from).flatMap((m) => (m.event && m.event !== HEARTBEAT_EVENT ? [m.event] : []));
    expect(events).toEqual(['banner-ads']);
  });

  // A named event, not a comment: EventSource hides comments from the page, and the SPA's watchdog reconnects when it
  // hears nothing for HEARTBEAT_TIMEOUT_MS (docs/product.md#live-updates 'Realtime: heartbeat timeout leads to reconnect').
  it('sends named heartbeat events, with data, while nothing changes', async () => {
    const reader = await connect(member);
    const from = reader.messages.length;
    const first = await reader.waitFor((m) => m.event === HEARTBEAT_EVENT, { from, timeoutMs: 2_000 });
    expect(first.data).toBe('{}');
    await reader.waitFor((m) => m.event === HEARTBEAT_EVENT, { from: reader.messages.length, timeoutMs: 2_000 });
    expect(reader.messages.slice(from).filter((m) => m.comment !== undefined)).toEqual([]);
  });

  it('forgets a client that went away', async () => {
    const before = ctx.events.listenerCount;
    const reader = await connect(member);
    expect(ctx.events.listenerCount).toBe(before + 1);
    await reader.close();
    await expect.poll(() => ctx.events.listenerCount).toBe(before);
  });

  it('removes its shutdown callback when it cannot subscribe', async () => {
    const hub = ctx.events;
    const { subscribe, onClose } = hub;
    let registered = 0;
    hub.onClose = (callback) => {
      registered += 1;
      const remove = onClose(callback);
      return () => {
        registered -= 1;
        remove();
      };
    };
    hub.subscribe = () => Promise.reject(new Error('LISTEN failed'));
    try {
      const response = await member.request('/api/events', { headers: { accept: 'text/event-stream' } });
      await response.text();
      await expect.poll(() => registered).toBe(0);
    } finally {
      hub.subscribe = subscribe;
      hub.onClose = onClose;
    }
  });

  it('ends every open stream when the server shuts down, and refuses new ones', async () => {
    const reader = await connect(member);
    await ctx.events.close();
    await reader.ended;
    expect(ctx.events.listenerCount).toBe(0);
    const refused = await member.request('/api/events');
    expect(refused.status).toBe(503);
    // Like any other outage answer: the page's retry waits Retry-After seconds, then finds another instance (or this one back).
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    expect(await refused.json()).toMatchObject({ error: { code: 'SHUTTING_DOWN' } });
  });
});
