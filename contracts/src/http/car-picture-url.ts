import type { BodyType } from '../catalogue';

/**
 * Bumped whenever the drawings change: the pictures are cached for a year, so a new version must
 * get a new URL rather than wait for caches to expire.
 */
export const PICTURE_VERSION = '1';

/** Where the catalogue's image fields point: our own drawn picture of the body type in its paint. */
export function carPictureUrl(bodyType: BodyType, colour: string, view: 'side' | 'front' = 'side'): string {
  const params = new URLSearchParams({ color: colour, view, v: PICTURE_VERSION });
  return `/api/v1/car_pictures/${bodyType}.svg?${params.toString()}`;
}
