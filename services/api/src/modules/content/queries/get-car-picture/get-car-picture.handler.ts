import { BODY_TYPES, type BodyType } from '@autoleasing/contracts';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { invalidParameter } from '../../../../common/http/query-parameters';
import { renderCarPicture } from '../../shared/car-pictures/render-car-picture';
import { GetCarPictureQuery } from './get-car-picture.query';

const FILE_PATTERN = /^([a-z]{1,20})\.svg$/;

/** The SVG drawing of a body type in a colour and view (checked by the query DTO). */
@QueryHandler(GetCarPictureQuery)
export class GetCarPictureHandler implements IQueryHandler<GetCarPictureQuery> {
  /** Drawings are pure functions of three enum values, so they are rendered once and kept. */
  private readonly rendered = new Map<string, string>();

  execute(query: GetCarPictureQuery): Promise<string> {
    const bodyType = FILE_PATTERN.exec(query.file)?.[1];
    if (!bodyType || !(BODY_TYPES as readonly string[]).includes(bodyType)) {
      throw invalidParameter('body_type', `Unbekannte Karosserieform. Erlaubt sind: ${BODY_TYPES.join(', ')} (als „{Karosserieform}.svg“).`);
    }
    const { color: colour, view } = query;
    const key = `${bodyType}:${colour}:${view}`;
    let svg = this.rendered.get(key);
    if (!svg) {
      svg = renderCarPicture(bodyType as BodyType, colour, view);
      this.rendered.set(key, svg);
    }
    return Promise.resolve(svg);
  }
}
