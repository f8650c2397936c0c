import { useEffect, useState } from 'react';

/** True once the page is scrolled further than `threshold()` pixels (read on every scroll/resize). */
export function useScrolledPast(threshold: () => number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      // One measurement per frame: scroll events fire far more often than the screen paints.
      frame = requestAnimationFrame(() => setPast(window.scrollY > threshold()));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [threshold]);
  return past;
}
