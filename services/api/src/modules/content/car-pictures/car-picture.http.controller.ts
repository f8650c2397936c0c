import { BODY_TYPES, type BodyType } from '@autoleasing/contracts';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RespondsWithFile } from '../../../common/openapi/response-schemas';
import type { FastifyReply } from 'fastify';
import { QueryValue } from '../../../common/http/query-dto';
import { asGiven } from '../../../common/http/query-values';
import { invalidParameter, singleOf } from '../shared/content-errors';
import { PICTURE_COLOURS, type PictureColour } from './paints';
import { PICTURE_VIEWS, renderCarPicture, type PictureView } from './render-car-picture';

/**
 * The picture's query. The values are read by the handler after the file name, as before (a wrong
 * body type answers first).
 */
export class CarPictureQueryDto {
  @QueryValue(asGiven, { enum: [...PICTURE_COLOURS], description: 'Farbe (Standard silver)' }) color?: string | string[];
  @QueryValue(asGiven, { enum: [...PICTURE_VIEWS], description: 'Ansicht: side (Standard) oder front' }) view?: string | string[];
  @QueryValue(asGiven, { description: 'Version der Zeichnung (nur für Caches)' }) v?: string | string[];
}

const FILE_PATTERN = /^([a-z]{1,20})\.svg$/;

/** Drawings are pure functions of three enum values, so they are rendered once and kept. */
const rendered = new Map<string, string>();

@ApiTags('public')
@Controller('api/v1/car_pictures')
export class CarPictureHttpController {
  @Get(':file')
  @ApiOperation({ summary: 'Gezeichnetes Fahrzeugbild (SVG) je Karosserieform und Farbe' })
  @RespondsWithFile('image/svg+xml', 'Die Zeichnung (SVG), ein Jahr cachebar')
  picture(@Param('file') file: string, @Query() query: CarPictureQueryDto, @Res({ passthrough: true }) reply: FastifyReply): string {
    const bodyType = FILE_PATTERN.exec(file)?.[1];
    if (!bodyType || !(BODY_TYPES as readonly string[]).includes(bodyType)) {
      throw invalidParameter('body_type', `Unbekannte Karosserieform. Erlaubt sind: ${BODY_TYPES.join(', ')} (als „{Karosserieform}.svg“).`);
    }
    const colour = singleOf(query.color, 'color') ?? 'silver';
    if (!PICTURE_COLOURS.includes(colour)) throw invalidParameter('color', `Unbekannte Farbe. Erlaubt sind: ${PICTURE_COLOURS.join(', ')}.`);
    const view = singleOf(query.view, 'view') ?? 'side';
    if (!(PICTURE_VIEWS as readonly string[]).includes(view)) throw invalidParameter('view', 'Die Ansicht muss side oder front sein.');
    singleOf(query.v, 'v', 10);
    const key = `${bodyType}:${colour}:${view}`;
    let svg = rendered.get(key);
    if (!svg) {
      svg = renderCarPicture(bodyType as BodyType, colour as PictureColour, view as PictureView);
      rendered.set(key, svg);
    }
    // Set only on success: an error must still go out as JSON. The URL carries everything the
    // picture depends on (and a version), so it never changes and may be cached for a year.
    void reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable');
    return svg;
  }
}
