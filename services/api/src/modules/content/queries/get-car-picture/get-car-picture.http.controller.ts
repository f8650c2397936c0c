import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { QueryValue } from '../../../../common/http/query-dto';
import { asGiven } from '../../../../common/http/query-values';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { PICTURE_COLOURS } from '../../shared/car-pictures/paints';
import { PICTURE_VIEWS } from '../../shared/car-pictures/render-car-picture';
import { GetCarPictureQuery } from './get-car-picture.query';

/**
 * The picture's query. The values are read by the handler after the file name, as before (a wrong
 * body type answers first).
 */
export class CarPictureQueryDto {
  @QueryValue(asGiven, { enum: [...PICTURE_COLOURS], description: 'Farbe (Standard silver)' }) color?: string | string[];
  @QueryValue(asGiven, { enum: [...PICTURE_VIEWS], description: 'Ansicht: side (Standard) oder front' }) view?: string | string[];
  @QueryValue(asGiven, { description: 'Version der Zeichnung (nur für Caches)' }) v?: string | string[];
}

@ApiTags('public')
@Controller('api/v1/car_pictures')
export class GetCarPictureHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':file')
  @ApiOperation({ summary: 'Gezeichnetes Fahrzeugbild (SVG) je Karosserieform und Farbe' })
  @RespondsWithFile('image/svg+xml', 'Die Zeichnung (SVG), ein Jahr cachebar')
  async picture(@Param('file') file: string, @Query() query: CarPictureQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const svg = await this.queryBus.execute(new GetCarPictureQuery(file, query.color, query.view, query.v));
    // Set only on success: an error must still go out as JSON. The URL carries everything the
    // picture depends on (and a version), so it never changes and may be cached for a year.
    void reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable');
    return svg;
  }
}
