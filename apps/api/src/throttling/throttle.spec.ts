import { MemoryCounterStore } from './memory-counter-store';
import { Throttle, type ThrottlePolicy } from './throttle';

describe('Throttle over the in-memory counters', () => {
  const policy: ThrottlePolicy<'account' | 'address'> = {
    name: 'test',
    windowMs: 60_000,
    blockMs: 30_000,
    limits: { account: 3, address: 5 },
    delay: { by: 'account', stepMs: 100 },
  };
  let now = 0;
  const clock = () => now;
  const throttle = (store = new MemoryCounterStore(clock)) => new Throttle(store, policy);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('blocks an account after its limit, slows the attempts before, and lets it go after the block', async () => {
    const subject = throttle();
    await subject.hit({ account: 'a@example.com', address: '1.1.1.1' });
    await subject.hit({ account: 'a@example.com', address: '1.1.1.1' });
    expect(await subject.retryAfterSeconds({ account: 'a@example.com', address: '1.1.1.1' })).toBe(0);
    await subject.hit({ account: 'a@example.com', address: '1.1.1.1' });
    expect(await subject.delayMs('a@example.com')).toBe(100);
    expect(await subject.retryAfterSeconds({ account: 'a@example.com', address: '2.2.2.2' })).toBe(30);
    now += 30_001;
    expect(await subject.retryAfterSeconds({ account: 'a@example.com', address: '2.2.2.2' })).toBe(0);
  });

  it('blocks an address that tries many accounts, not the other addresses', async () => {
    const subject = throttle();
    for (let index = 0; index < 5; index += 1)
      await subject.hit({ account: `user${index}@example.com`, address: '9.9.9.9' });
    expect(await subject.retryAfterSeconds({ account: 'new@example.com', address: '9.9.9.9' })).toBe(30);
    expect(await subject.retryAfterSeconds({ account: 'new@example.com', address: '8.8.8.8' })).toBe(0);
  });

  it('forgets hits after a reset or once the window passed', async () => {
    const subject = throttle();
    await subject.hit({ account: 'a@example.com' });
    await subject.hit({ account: 'a@example.com' });
    await subject.reset('account', 'a@example.com');
    await subject.hit({ account: 'a@example.com' });
    expect(await subject.retryAfterSeconds({ account: 'a@example.com' })).toBe(0);
    now += 60_001;
    await subject.hit({ account: 'a@example.com' });
    await subject.hit({ account: 'a@example.com' });
    expect(await subject.retryAfterSeconds({ account: 'a@example.com' })).toBe(0);
  });

  it('counts an attempt only while it is allowed', async () => {
    const subject = throttle();
    for (let index = 0; index < 3; index += 1) expect(await subject.attempt({ account: 'a@example.com' })).toBe(0);
    expect(await subject.attempt({ account: 'a@example.com' })).toBe(30);
  });

  it('keeps the counters of two policies apart', async () => {
    const store = new MemoryCounterStore(clock);
    const other = new Throttle(store, { ...policy, name: 'other' });
    for (let index = 0; index < 3; index += 1) await other.hit({ account: 'a@example.com' });
    expect(await throttle(store).retryAfterSeconds({ account: 'a@example.com' })).toBe(0);
  });
});

describe('MemoryCounterStore', () => {
  const rule = { windowMs: 1_000, blockAt: 3, blockMs: 5_000 };

  it('prunes counters whose window and block are over', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    await store.hit('short', rule);
    for (let index = 0; index < 3; index += 1) await store.hit('blocked', rule);
    now = 2_000;
    store.prune();
    expect(store.size).toBe(1);
    now = 6_000;
    store.prune();
    expect(store.size).toBe(0);
  });

  it('never holds more keys than its bound, dropping the least recently used', async () => {
    const store = new MemoryCounterStore(() => 0, 3);
    for (const key of ['a', 'b', 'c']) await store.hit(key, rule);
    await store.hit('a', rule);
    await store.hit('d', rule);
    expect(store.size).toBe(3);
    expect(await store.count('b')).toBe(0);
    expect(await store.count('a')).toBe(2);
  });
});
