import { BadRequestException, Controller, Get, Param, PipeTransform, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/access.decorators';
import { apiError } from '../common/api-error';
import { PLACEHOLDER_MAX_SIDE, placeholderSvg } from './placeholder-image';

// The image for a given size never changes, so browsers and proxies may keep it for a day.
const CACHE_A_DAY = 'public, max-age=86400, immutable';

class SidePipe implements PipeTransform<string, number> {
  constructor(private readonly side: 'Width' | 'Height') {}

  transform(value: string): number {
    const side = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
    if (!(side >= 1 && side <= PLACEHOLDER_MAX_SIDE)) {
      throw new BadRequestException(
        apiError(`${this.side} must be a whole number from 1 to ${PLACEHOLDER_MAX_SIDE}.`),
      );
    }
    return side;
  }
}

/** Stand-in thumbnails for the video tutorials (spec §2: placeholder image paths under /api/placeholder/). */
@ApiTags('site')
@Public()
@Controller('placeholder')
export class PlaceholderController {
  @Get(':width/:height')
  @ApiProduces('image/svg+xml')
  @ApiOperation({
    summary: `A branded SVG placeholder of the given size (whole pixels, 1 to ${PLACEHOLDER_MAX_SIDE}).`,
  })
  image(
    @Param('width', new SidePipe('Width')) width: number,
    @Param('height', new SidePipe('Height')) height: number,
    @Res() res: Response,
  ): void {
    res.setHeader('Cache-Control', CACHE_A_DAY);
    res.type('image/svg+xml; charset=utf-8').send(placeholderSvg(width, height));
  }
}
