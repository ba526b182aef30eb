import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminSupportController } from './admin/admin-support.controller.js';
import { SupportRequestsController } from './requests/support-requests.controller.js';

/** Priority support (DESIGN.md, "Plan features"): Enterprise employers ask, admins answer by email and in the product. */
@Module({ imports: [CqrsModule], controllers: [SupportRequestsController, AdminSupportController] })
export class SupportModule {}
