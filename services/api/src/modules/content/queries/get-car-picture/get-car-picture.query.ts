import { Query } from '@nestjs/cqrs';

/** The drawing's file name ({body type}.svg) and its query values, as they came. */
export class GetCarPictureQuery extends Query<string> {
  constructor(
    readonly file: string,
    readonly color: string | string[] | undefined,
    readonly view: string | string[] | undefined,
    readonly version: string | string[] | undefined,
  ) {
    super();
  }
}
