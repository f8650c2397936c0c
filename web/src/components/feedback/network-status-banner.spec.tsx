import { act, render, screen } from '@testing-library/react';
import { NetworkStatusBanner } from './network-status-banner';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('NetworkStatusBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setOnline(true);
    jest.useRealTimers();
  });

  it('says so when the connection drops and when it is back', () => {
    render(<NetworkStatusBanner />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    act(() => setOnline(false));
    expect(region).toHaveTextContent('Sie sind offline.');

    act(() => setOnline(true));
    expect(region).toHaveTextContent('Sie sind wieder online.');
    act(() => jest.advanceTimersByTime(3_000));
    expect(region).toBeEmptyDOMElement();
  });
});
