import { act, render, screen } from '@testing-library/react';
import { TopProgressBar } from './top-progress-bar';

describe('TopProgressBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears only after 200 ms of activity and disappears at once', () => {
    const { rerender } = render(<TopProgressBar active />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeInTheDocument();
    rerender(<TopProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
