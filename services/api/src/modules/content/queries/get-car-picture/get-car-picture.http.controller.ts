import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RespondsWithFile } from '../../../../common/openapi/response-schemas';
import { GetCarPictureQuery } from './get-car-picture.query';
import { CarPictureQueryDto } from './get-car-picture.request.dto';

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
