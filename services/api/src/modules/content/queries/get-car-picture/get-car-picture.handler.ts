import { BODY_TYPES, type BodyType } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PICTURE_COLOURS, type PictureColour } from '../../shared/car-pictures/paints';
import { PICTURE_VIEWS, renderCarPicture, type PictureView } from '../../shared/car-pictures/render-car-picture';
import { singleOf } from '../../../../common/http/query-values';
import { invalidParameter } from '../../shared/content-errors';
import { GetCarPictureQuery } from './get-car-picture.query';

const FILE_PATTERN = /^([a-z]{1,20})\.svg$/;

/** The SVG drawing of a body type in a colour and view; a wrong body type answers first. */
@QueryHandler(GetCarPictureQuery)
export class GetCarPictureHandler implements IQueryHandler<GetCarPictureQuery> {
  /** Drawings are pure functions of three enum values, so they are rendered once and kept. */
  private readonly rendered = new Map<string, string>();

  execute(query: GetCarPictureQuery): Promise<string> {
    const bodyType = FILE_PATTERN.exec(query.file)?.[1];
    if (!bodyType || !(BODY_TYPES as readonly string[]).includes(bodyType)) {
      throw invalidParameter('body_type', `Unbekannte Karosserieform. Erlaubt sind: ${BODY_TYPES.join(', ')} (als „{Karosserieform}.svg“).`);
    }
    const colour = singleOf(query.color, 'color') ?? 'silver';
    if (!PICTURE_COLOURS.includes(colour)) throw invalidParameter('color', `Unbekannte Farbe. Erlaubt sind: ${PICTURE_COLOURS.join(', ')}.`);
    const view = singleOf(query.view, 'view') ?? 'side';
    if (!(PICTURE_VIEWS as readonly string[]).includes(view)) throw invalidParameter('view', 'Die Ansicht muss side oder front sein.');
    singleOf(query.version, 'v', 10);
    const key = `${bodyType}:${colour}:${view}`;
    let svg = this.rendered.get(key);
    if (!svg) {
      svg = renderCarPicture(bodyType as BodyType, colour as PictureColour, view as PictureView);
      this.rendered.set(key, svg);
    }
    return Promise.resolve(svg);
  }
}
