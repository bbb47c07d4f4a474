import { Controller, Delete, Get, Post } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { Public } from '../auth/access.decorators';
import { AuditCoverage } from './audit-coverage';
import { Audited } from './audited.decorator';

@Controller('shipments')
class AuditedShipmentsController {
  @Get()
  list() {}

  @Delete(':id')
  @Audited({ action: 'shipment.delete', target: 'shipment' })
  remove() {}
}

@Controller('shipments')
class ForgetfulShipmentsController {
  @Post(':id/archive')
  archive() {}
}

@Public()
@Controller('tracking')
class PublicTrackingController {
  @Post()
  track() {}
}

const boot = async (...controllers: (new () => object)[]) => {
  const module = await Test.createTestingModule({
    imports: [DiscoveryModule],
    controllers,
    providers: [AuditCoverage],
  }).compile();
  await module.init();
  await module.close();
};

describe('AuditCoverage', () => {
  it('boots when every admin write is audited (reads and public routes need nothing)', async () => {
    await expect(boot(AuditedShipmentsController, PublicTrackingController)).resolves.toBeUndefined();
  });

  it('refuses to boot with an admin write that is not audited, naming it', async () => {
    await expect(boot(AuditedShipmentsController, ForgetfulShipmentsController)).rejects.toThrow(
      'Admin routes that change data must be audited: add @Audited({ action, target }) to ForgetfulShipmentsController.archive.',
    );
  });
});
