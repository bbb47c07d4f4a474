import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/access.decorators';
import { ApiErrors } from '../common/api-error-body.dto';
import { PLACEHOLDER_MAX_SIDE, placeholderSvg } from './placeholder-image';
import { PlaceholderSizeDto } from './placeholder-size.dto';

// The image for a given size never changes, so browsers and proxies may keep it for a day.
const CACHE_A_DAY = 'public, max-age=86400, immutable';

/** Stand-in thumbnails for the video tutorials (docs/product.md#video-tutorials: placeholder image paths under /api/placeholder/). */
@ApiTags('site')
@Public()
@Controller('placeholder')
export class PlaceholderController {
  @Get(':width/:height')
  @ApiOperation({
    summary: `A branded SVG placeholder of the given size (whole pixels, 1 to ${PLACEHOLDER_MAX_SIDE}).`,
  })
  @ApiOkResponse({
    description: 'The SVG image, cached for a day.',
    content: { 'image/svg+xml': { schema: { type: 'string' } } },
  })
  @ApiErrors(400)
  image(@Param() { width, height }: PlaceholderSizeDto, @Res() res: Response): void {
    res.setHeader('Cache-Control', CACHE_A_DAY);
    res.type('image/svg+xml; charset=utf-8').send(placeholderSvg(width, height));
  }
}
