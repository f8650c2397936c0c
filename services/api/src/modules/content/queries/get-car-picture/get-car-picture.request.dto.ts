import { QueryValue, type QueryParser } from '../../../../common/http/query-dto';
import { invalidParameter } from '../../../../common/http/query-parameters';
import { singleOf } from '../../../../common/http/query-values';
import { PICTURE_COLOURS, type PictureColour } from '../../shared/car-pictures/paints';
import { PICTURE_VIEWS, type PictureView } from '../../shared/car-pictures/render-car-picture';

const colour: QueryParser<PictureColour | undefined> = (raw, key) => {
  const value = singleOf(raw, key);
  if (value !== undefined && !PICTURE_COLOURS.includes(value)) throw invalidParameter(key, `Unbekannte Farbe. Erlaubt sind: ${PICTURE_COLOURS.join(', ')}.`);
  return value;
};

const view: QueryParser<PictureView | undefined> = (raw, key) => {
  const value = singleOf(raw, key);
  if (value !== undefined && !(PICTURE_VIEWS as readonly string[]).includes(value)) throw invalidParameter(key, 'Die Ansicht muss side oder front sein.');
  return value as PictureView | undefined;
};

/**
 * The picture's query, each value checked by its parser. The pipe runs before the handler, so
 * a wrong colour or view now answers before a wrong body type (each is a 400 invalid_parameter).
 */
export class CarPictureQueryDto {
  @QueryValue(colour, { enum: [...PICTURE_COLOURS], description: 'Farbe (Standard silver)' }) color?: PictureColour;
  @QueryValue(view, { enum: [...PICTURE_VIEWS], description: 'Ansicht: side (Standard) oder front' }) view?: PictureView;
  /** Only part of the URL so caches see a new drawing; short, and otherwise not read. */
  @QueryValue((raw, key) => singleOf(raw, key, 10), { description: 'Version der Zeichnung (nur für Caches)' }) v?: string;
}
