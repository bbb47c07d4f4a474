import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminNotificationsController } from './admin-notifications.controller';
import { NotificationJob } from './notification-job.entity';
import { NotificationWorker } from './notification-worker';
import { NotificationsService } from './notifications.service';
import { OutboxService } from './outbox.service';

/**
 * Speed to lead (docs/notifications.md): the outbox the lead services write into, the worker that
 * delivers it, and the owner's deliveries list. Global so any lead service can take the outbox.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([NotificationJob])],
  controllers: [AdminNotificationsController],
  providers: [OutboxService, NotificationWorker, NotificationsService],
  exports: [OutboxService, NotificationsService],
})
export class NotificationsModule {}
