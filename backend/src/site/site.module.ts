import { Module } from '@nestjs/common';
import { AdminPageController } from './admin-page.controller';
import { AdminPageRenderer } from './admin-page-renderer';
import { RuntimeConfigController } from './runtime-config.controller';

@Module({ controllers: [RuntimeConfigController, AdminPageController], providers: [AdminPageRenderer] })
export class SiteModule {}
