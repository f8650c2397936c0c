import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollToTopButton } from './scroll-to-top-button';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollToTopButton', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  });
  afterEach(() => {
    scrollTo(0);
    jest.useRealTimers();
  });

  it('appears after scrolling past half the screen height and scrolls up', () => {
    const scrollSpy = jest.spyOn(window, 'scrollTo');
    render(<ScrollToTopButton />);
    act(() => {
      scrollTo(400);
      jest.advanceTimersByTime(20);
    });
    expect(screen.queryByRole('button', { name: 'Nach oben scrollen' })).not.toBeInTheDocument();

    act(() => {
      scrollTo(401);
      jest.advanceTimersByTime(20);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Nach oben scrollen' }));
    act(() => jest.advanceTimersByTime(1_000));
    expect(scrollSpy).toHaveBeenLastCalledWith(0, 0);
  });
});
