import { useRef } from 'react';
import { render } from '@testing-library/react';
import { TOAST_FLOOR_PROPERTY, useToastFloor } from './useToastFloor';

function Footer({ top }: { top: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useToastFloor(ref);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (element) element.getBoundingClientRect = () => ({ top, height: 72 }) as DOMRect;
      }}
    >
      Save
    </div>
  );
}

const floor = () => document.documentElement.style.getPropertyValue(TOAST_FLOOR_PROPERTY);

describe('useToastFloor', () => {
  it('lifts the toasts above a footer at the bottom of the screen while it is there', () => {
    const { unmount } = render(<Footer top={window.innerHeight - 90} />);
    expect(floor()).toBe('90px');
    unmount();
    expect(floor()).toBe('0px');
  });

  it('ignores a bar scrolled up into the page', () => {
    render(<Footer top={100} />);
    expect(floor()).toBe('0px');
  });
});
