import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  const limits = {
    windowMs: 60_000,
    maxFailuresPerEmail: 3,
    maxFailuresPerAddress: 5,
    blockMs: 30_000,
    delayStepMs: 100,
  };
  let now = 0;
  const throttle = () => new LoginThrottle(limits, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('blocks an email after its failure limit and slows the attempts before', () => {
    const subject = throttle();
    subject.recordFailure('a@example.com', '1.1.1.1');
    subject.recordFailure('a@example.com', '1.1.1.1');
    expect(subject.retryAfterSeconds('a@example.com', '1.1.1.1')).toBe(0);
    subject.recordFailure('a@example.com', '1.1.1.1');
    expect(subject.delayMs('a@example.com')).toBe(100);
    expect(subject.retryAfterSeconds('a@example.com', '2.2.2.2')).toBe(30);
    now += 30_001;
    expect(subject.retryAfterSeconds('a@example.com', '2.2.2.2')).toBe(0);
  });

  it('blocks an address that tries many emails', () => {
    const subject = throttle();
    for (let index = 0; index < 5; index += 1) subject.recordFailure(`user${index}@example.com`, '9.9.9.9');
    expect(subject.retryAfterSeconds('new@example.com', '9.9.9.9')).toBe(30);
    expect(subject.retryAfterSeconds('new@example.com', '8.8.8.8')).toBe(0);
  });

  it('forgets failures after a success or once the window passed', () => {
    const subject = throttle();
    subject.recordFailure('a@example.com', '1.1.1.1');
    subject.recordFailure('a@example.com', '1.1.1.1');
    subject.recordSuccess('a@example.com');
    subject.recordFailure('a@example.com', '1.1.1.1');
    expect(subject.retryAfterSeconds('a@example.com', '3.3.3.3')).toBe(0);
    now += 60_001;
    subject.recordFailure('a@example.com', '1.1.1.1');
    subject.recordFailure('a@example.com', '1.1.1.1');
    expect(subject.retryAfterSeconds('a@example.com', '3.3.3.3')).toBe(0);
  });
});
