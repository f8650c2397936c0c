import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { QueryValue, type QueryParser } from '../../../../common/http/query-dto';
import { singleOf } from '../../../../common/http/query-values';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { PICTURE_COLOURS, type PictureColour } from '../../shared/car-pictures/paints';
import { PICTURE_VIEWS, type PictureView } from '../../shared/car-pictures/render-car-picture';
import { invalidParameter } from '../../shared/content-errors';
import { GetCarPictureQuery } from './get-car-picture.query';

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

@ApiTags('public')
@Controller('api/v1/car_pictures')
export class GetCarPictureHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':file')
  @ApiOperation({ summary: 'Gezeichnetes Fahrzeugbild (SVG) je Karosserieform und Farbe' })
  @RespondsWithFile('image/svg+xml', 'Die Zeichnung (SVG), ein Jahr cachebar')
  async picture(@Param('file') file: string, @Query() query: CarPictureQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const svg = await this.queryBus.execute(new GetCarPictureQuery(file, query.color ?? 'silver', query.view ?? 'side'));
    // Set only on success: an error must still go out as JSON. The URL carries everything the
    // picture depends on (and a version), so it never changes and may be cached for a year.
    void reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable');
    return svg;
  }
}
