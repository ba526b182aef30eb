import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CertificationCatalogueDto } from './catalogue.dto.js';
import { CatalogueDocument } from './catalogue-document.js';
import { ifNoneMatchHits } from './etag.js';
import { Public } from '../../identity/contracts/auth.js';

/** One hour: a deploy that changes the catalogue is picked up within the hour, and at once on revalidation. */
const CACHE_CONTROL = 'public, max-age=3600';

@ApiTags('certifications')
@Controller('certifications')
@Public()
export class GetCatalogueController {
  constructor(private readonly document: CatalogueDocument) {}

  @Get('catalogue')
  @ApiOperation({ operationId: 'getCertificationCatalogue', summary: 'Every certification catalogue, the recommended endorsements by position and the mandatory basic training (public, cacheable)' })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a copy the client holds' })
  @ApiOkResponse({ description: 'The whole certificationCatalogue object', type: CertificationCatalogueDto })
  @ApiResponse({ status: 304, description: 'The copy the client holds is current' })
  catalogue(@Req() req: Request, @Res() res: Response) {
    res.set({ ETag: this.document.etag, 'Cache-Control': CACHE_CONTROL });
    if (ifNoneMatchHits(req.get('if-none-match'), this.document.etag)) return res.status(304).end();
    res.type('application/json').send(this.document.body);
  }
}
