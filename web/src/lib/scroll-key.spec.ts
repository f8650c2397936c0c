import { createScrollRestorationKey } from './scroll-key';

describe('scroll restoration key (issue 18: new pages start at the top)', () => {
  const load = (type: string) => {
    // jsdom has no navigation timing; the browser's entry says how this document was loaded.
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ type }] });
    return createScrollRestorationKey();
  };
  afterEach(() => {
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });

  it('given a page typed or linked into the tab, when its entry is keyed, then it gets a key of its own document', () => {
    const first = load('navigate')({ key: 'default' });
    expect(first).not.toBe('default');
    const second = load('navigate')({ key: 'default' });
    expect(second).not.toBe(first);
  });

  it('given back/forward or a reload, when the entry is keyed, then its saved position is used', () => {
    expect(load('back_forward')({ key: 'default' })).toBe('default');
    expect(load('reload')({ key: 'default' })).toBe('default');
  });

  it('given an entry of the router, then its own key is used', () => {
    expect(load('navigate')({ key: 'abc123' })).toBe('abc123');
  });
});
