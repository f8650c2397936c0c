import { BODY_TYPE_LABELS, COLOUR_LABELS, type BodyType } from '@autoleasing/contracts';
import { shadesOf, type PictureColour } from './paints';
import { renderFront } from './render-front';
import { renderSide } from './render-side';
import { SIDE_PROFILES } from './side-shapes';

export const PICTURE_VIEWS = ['side', 'front'] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];

const VIEW_LABELS: Record<PictureView, string> = { side: 'Seitenansicht', front: 'Frontansicht' };

/** 'Zeichnung: SUV in Blau, Seitenansicht' — the text screen readers get (only enum labels, no user text). */
export function pictureTitle(bodyType: BodyType, colour: PictureColour, view: PictureView): string {
  const label = BODY_TYPE_LABELS[bodyType];
  const colourText = colour === 'other' ? 'in Sonderfarbe' : `in ${COLOUR_LABELS[colour as keyof typeof COLOUR_LABELS]}`;
  return `Zeichnung: ${label} ${colourText}, ${VIEW_LABELS[view]}`;
}

/**
 * A complete SVG document. The gradients give the paint some volume and the glass a reflection;
 * ids are fixed because each picture is its own document (an <img> source), never inlined twice.
 */
export function renderCarPicture(bodyType: BodyType, colour: PictureColour, view: PictureView): string {
  const paint = shadesOf(colour);
  const title = pictureTitle(bodyType, colour, view);
  const drawing = view === 'side' ? renderSide(SIDE_PROFILES[bodyType], paint) : renderFront(bodyType, paint);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 180" width="400" height="180" role="img" aria-labelledby="t">`
    + `<title id="t">${title}</title>`
    + '<defs>'
    + `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint.light}"/><stop offset="0.55" stop-color="${paint.base}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient>`
    + '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe0ee"/><stop offset="0.5" stop-color="#8fa9bf"/><stop offset="1" stop-color="#4f6578"/></linearGradient>'
    + '<radialGradient id="rim"><stop offset="0" stop-color="#e4e7eb"/><stop offset="1" stop-color="#a9b0b9"/></radialGradient>'
    + '</defs>'
    + drawing
    + '</svg>';
}
