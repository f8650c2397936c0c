import { Query } from '@nestjs/cqrs';
import type { PictureColour } from '../../shared/car-pictures/paints';
import type { PictureView } from '../../shared/car-pictures/render-car-picture';

/** The drawing's file name ({body type}.svg, checked by the handler) and its checked colour and view. */
export class GetCarPictureQuery extends Query<string> {
  constructor(
    readonly file: string,
    readonly color: PictureColour,
    readonly view: PictureView,
  ) {
    super();
  }
}
