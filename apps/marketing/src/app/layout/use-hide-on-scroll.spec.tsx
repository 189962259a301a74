import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { PublicHeader } from './PublicHeader';
import { HEADER_HIDE_THRESHOLD_PX, nextScrollState } from './use-hide-on-scroll';

describe('nextScrollState', () => {
  it('keeps the header while scrolling down within the first 10 px', () => {
    expect(HEADER_HIDE_THRESHOLD_PX).toBe(10);
    expect(nextScrollState({ lastY: 0, hidden: false }, 5)).toEqual({ lastY: 5, hidden: false });
    expect(nextScrollState({ lastY: 5, hidden: false }, 10)).toEqual({ lastY: 10, hidden: false });
  });

  it('hides it when scrolling down past 10 px and shows it again on any scroll up', () => {
    const down = nextScrollState({ lastY: 10, hidden: false }, 11);
    expect(down).toEqual({ lastY: 11, hidden: true });
    const further = nextScrollState(down, 400);
    expect(further.hidden).toBe(true);
    expect(nextScrollState(further, 390)).toEqual({ lastY: 390, hidden: false });
  });

  it('shows it near the top whatever the direction, and keeps the state when nothing moved', () => {
    expect(nextScrollState({ lastY: 300, hidden: true }, 8).hidden).toBe(false);
    const same = { lastY: 300, hidden: true };
    expect(nextScrollState(same, 300)).toBe(same);
  });
});

describe('PublicHeader on scroll', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });

  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('hides on scroll down past 10 px and comes back on scroll up', async () => {
    await renderWithProviders(<PublicHeader />);
    const header = screen.getByTestId('public-header');
    expect(header).toHaveAttribute('data-hidden', 'false');
    await scrollTo(10);
    expect(header).toHaveAttribute('data-hidden', 'false');
    await scrollTo(200);
    expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollTo(150);
    expect(header).toHaveAttribute('data-hidden', 'false');
  });

  it('counts a scroll that happened after its first render but before it listened', async () => {
    // Renders after the header in the same commit, so the page moves before the header's effect runs.
    function ScrollsWhileStarting() {
      Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
      return null;
    }
    await renderWithProviders(
      <>
        <PublicHeader />
        <ScrollsWhileStarting />
      </>,
    );
    expect(screen.getByTestId('public-header')).toHaveAttribute('data-hidden', 'true');
    await scrollTo(700);
    expect(screen.getByTestId('public-header')).toHaveAttribute('data-hidden', 'false');
  });

  it('stays visible while the mobile menu is open', async () => {
    await renderWithProviders(<PublicHeader />);
    await act(() => screen.getByLabelText('Open menu').click());
    await scrollTo(300);
    expect(screen.getByTestId('public-header')).toHaveAttribute('data-hidden', 'false');
  });
});
