import './car-picture.css';

/** The API's drawings are 400 × 180 (GET /api/v1/car_pictures/{body_type}.svg). */
const WIDTH = 400;
const HEIGHT = 180;

interface CarPictureProps {
  /** `image_url` of the catalogue answer: our API's drawing of the body type in the car's paint. */
  src: string;
  /** Text alternative, e.g. 'Zeichnung: Audi A4 Avant, Kombi in Blau'. Empty for decorative use. */
  alt: string;
  className?: string;
  /** The page's main picture (its LCP element): loaded at once and first, not lazily. */
  priority?: boolean;
}

/** A car's picture: the catalogue has no photos, the API draws the body type in the car's paint. */
export function CarPicture({ src, alt, className, priority = false }: CarPictureProps) {
  return (
    <img
      className={['car-picture', className].filter(Boolean).join(' ')}
      src={src}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
