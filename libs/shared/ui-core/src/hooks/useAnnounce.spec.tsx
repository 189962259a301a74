import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNOUNCEMENT_LIFETIME_MS, announce, removeAnnouncer } from '../utils/announce';
import { useAnnounce } from './useAnnounce';

function Card() {
  const say = useAnnounce();
  return (
    <button type="button" onClick={() => say('Task Fix login moved to Review')}>
      Move
    </button>
  );
}

const politeRegion = () => document.querySelector('[data-taskflow-announcer="polite"]');

describe('useAnnounce', () => {
  afterEach(() => removeAnnouncer());

  it('creates one polite live region on mount, before anything is said', () => {
    render(
      <>
        <Card />
        <Card />
      </>,
    );
    const regions = document.querySelectorAll('[data-taskflow-announcer="polite"]');
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('aria-live', 'polite');
    expect(regions[0]).toBeEmptyDOMElement();
  });

  it('puts the message into the polite region', async () => {
    render(<Card />);
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(politeRegion()).toHaveTextContent('Task Fix login moved to Review');
  });

  it('adds the same message again as a new node, so it is read again, and clears it later', () => {
    jest.useFakeTimers();
    try {
      render(<Card />);
      act(() => {
        announce('Saved');
        announce('Saved');
      });
      expect(politeRegion()?.children).toHaveLength(2);
      act(() => jest.advanceTimersByTime(ANNOUNCEMENT_LIFETIME_MS));
      expect(politeRegion()).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says urgent things assertively', () => {
    render(<Card />);
    announce('Connection lost', 'assertive');
    expect(document.querySelector('[data-taskflow-announcer="assertive"]')).toHaveTextContent('Connection lost');
    expect(politeRegion()).toBeEmptyDOMElement();
  });
});
