import { act, render, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { dismissToast, getToasts, showToast, ToastViewport } from '.';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => getToasts().forEach((toast) => dismissToast(toast.id)));
    jest.useRealTimers();
  });

  it('announces a toast in a polite live region and hides it after 3 seconds', () => {
    render(<ToastViewport />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');

    act(() => {
      showToast({ key: 'toasterApiError', message: 'Ein technischer Fehler ist aufgetreten.', tone: 'error' });
    });
    expect(region).toHaveTextContent('Ein technischer Fehler ist aufgetreten.');

    act(() => jest.advanceTimersByTime(2_999));
    expect(region).toHaveTextContent('Ein technischer Fehler');
    act(() => jest.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('shows one toast per key', () => {
    render(<ToastViewport />);
    act(() => {
      showToast({ key: 'toasterApiError', message: 'Erster Fehler' });
      showToast({ key: 'toasterApiError', message: 'Zweiter Fehler' });
    });
    expect(screen.queryByText('Erster Fehler')).not.toBeInTheDocument();
    expect(screen.getByText('Zweiter Fehler')).toBeInTheDocument();
  });

  it('can be closed with its button', () => {
    render(<ToastViewport />);
    act(() => {
      showToast({ message: 'Gespeichert', tone: 'success' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
  });
});
