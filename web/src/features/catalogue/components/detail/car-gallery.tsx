import { useState } from 'react';
import { CarPicture } from '../../../../components/car-picture';

interface CarGalleryProps {
  /** image_paths of the car detail (spec 3.10): the side view, the front view (special image first when there is one). */
  paths: string[];
  /** Text alternative of the car, e.g. 'Zeichnung: Audi A4 Avant, Kombi in Blau'. */
  alt: string;
  caption: string;
}

/** Names of the API's picture views, read from the `view` query of a car picture URL. */
function viewName(path: string, index: number): string {
  const view = new URL(path, 'http://localhost').searchParams.get('view');
  if (view === 'front') return 'Frontansicht';
  if (view === 'side') return 'Seitenansicht';
  return `Bild ${index + 1}`;
}

/**
 * The car page's gallery (issue 18): every picture view the API offers, the chosen one large and
 * a button per view to switch (aria-pressed tells which is shown). The first picture is the
 * page's largest element, so it loads eagerly and first.
 */
export function CarGallery({ paths, alt, caption }: CarGalleryProps) {
  const [index, setIndex] = useState(0);
  const views = [...new Set(paths)];
  const current = views[Math.min(index, views.length - 1)];
  if (!current) return null;
  return (
    <figure className="car-detail__gallery">
      <CarPicture src={current} alt={`${alt} (${viewName(current, index)})`} priority={index === 0} />
      {views.length > 1 && (
        <div className="car-gallery__views" role="group" aria-label="Ansichten">
          {views.map((path, i) => (
            <button key={path} type="button" className="car-gallery__view" aria-pressed={i === index} onClick={() => setIndex(i)}>
              <img src={path} alt="" width={80} height={36} loading="lazy" decoding="async" />
              <span>{viewName(path, i)}</span>
            </button>
          ))}
        </div>
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
