import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { RateLimiter } from '../../platform/security/rate-limiter.service.js';
import { DataExportController } from './data-export/data-export.controller.js';
import { GetDataExportFileHandler, ListDataExportsHandler, RequestDataExportHandler } from './data-export/data-export.handlers.js';
import { StorageModule } from '../../platform/storage/storage.module.js';
import { ChangeAccountRoleHandler, SetSubscriptionHandler } from './account/account.handlers.js';
import { CountSignUpsPerWeekHandler } from './account/analytics.handler.js';
import {
  GetUserNamesHandler, GetUserTotalsHandler, ListUsersForAdminHandler, SetAccountRoleHandler, SetAdminLevelHandler,
} from './account/admin-users.handlers.js';
import { AccessGuard } from './access/access.guard.js';
import { ApiKeysController } from './api-keys/api-keys.controller.js';
import { ApiKeys } from './api-keys/api-keys.js';
import { AccountDeletion } from './delete-account/account-deletion.js';
import { DeleteAccountController } from './delete-account/delete-account.controller.js';
import { DeleteOwnAccountHandler, DeleteUserHandler, ReapplyAccountDeletionHandler, RequestAccountDeletionEmailHandler } from './delete-account/delete-account.handler.js';
import { CurrentUserController } from './current-user/current-user.controller.js';
import { GetAdminLevelsHandler, GetUserHandler } from './current-user/get-user.handler.js';
import { OperatorAccess } from './account/operator-access.js';
import { LiftSuspensionHandler, SuspendUserHandler } from './account/suspension.handlers.js';
import { EmailLinkController } from './email-link/email-link.controller.js';
import { RequestEmailLinkHandler } from './email-link/request-email-link.handler.js';
import { ResendConfirmationHandler } from './email-link/resend-confirmation.handler.js';
import { SignInLinks } from './email-link/sign-in-links.js';
import { SignInWithEmailLinkHandler } from './email-link/sign-in-with-email-link.handler.js';
import { CreateUploadUrlHandler } from './profile-photo/create-upload-url.handler.js';
import { GetProfilePhotoHandler } from './profile-photo/get-profile-photo.handler.js';
import { GetStoredObjectHandler } from './profile-photo/get-stored-object.handler.js';
import { ObjectsController } from './profile-photo/objects.controller.js';
import { ProfilePhotoController } from './profile-photo/profile-photo.controller.js';
import { SetProfilePhotoHandler } from './profile-photo/set-profile-photo.handler.js';
import { StoreUploadHandler } from './profile-photo/store-upload.handler.js';
import { SessionController } from './session/session.controller.js';
import { SessionSerializer } from './session/session.serializer.js';
import { GetSharedSightingsHandler, ListUserSightingsHandler, RecordDeviceHandler, Sightings } from './sightings/sightings.js';
import { UserSessions } from './session/sessions.js';
import { SignInController } from './sign-in/sign-in.controller.js';
import { SignInWithPasswordHandler } from './sign-in/sign-in.handler.js';
import { SignUpController } from './sign-up/sign-up.controller.js';
import { SignUpHandler } from './sign-up/sign-up.handler.js';
import { UpdateProfileController } from './update-profile/update-profile.controller.js';
import { UpdateProfileHandler } from './update-profile/update-profile.handler.js';
import { EmailChangeController } from './change-email/email-change.controller.js';
import {
  ConfirmEmailChangeHandler, GetPendingEmailChangeHandler, RequestEmailChangeHandler, UndoEmailChangeHandler,
} from './change-email/email-change.handlers.js';
import { PasswordController } from './password/password.controller.js';
import { ChangePasswordHandler, RequestPasswordResetHandler, ResetPasswordHandler } from './password/password.handlers.js';
import { SignInNotices } from './session-registry/new-sign-in.js';
import { SessionRegistry } from './session-registry/session-registry.js';
import { SessionSeenMiddleware } from './session-registry/session-seen.middleware.js';
import { SessionsController } from './session-registry/sessions.controller.js';
import { ChecksController } from './second-factors/checks.controller.js';
import { FactorRecovery } from './second-factors/factor-recovery.js';
import { PasskeyCeremonies } from './second-factors/passkey-ceremonies.js';
import { GetSecondFactorFactsHandler, ResetSecondFactorsHandler } from './second-factors/reset-second-factors.handler.js';
import { SecondFactors } from './second-factors/second-factors.js';
import { SecurityController } from './second-factors/security.controller.js';
import { SignInSteps } from './second-factors/sign-in-steps.js';
import { SignInStepsController } from './second-factors/sign-in-steps.controller.js';

/** Accounts, sign-up and sign-in, sessions, roles and admin levels, profile fields. */
@Module({
  imports: [CqrsModule, PassportModule.register({ session: true }), StorageModule],
  controllers: [
    SignUpController,
    SignInController,
    EmailLinkController,
    CurrentUserController,
    SessionController,
    UpdateProfileController,
    ObjectsController,
    ProfilePhotoController,
    DeleteAccountController,
    DataExportController,
    ApiKeysController,
    PasswordController,
    EmailChangeController,
    SessionsController,
    SignInStepsController,
    SecurityController,
    ChecksController,
  ],
  providers: [
    // Every HTTP route of every module passes this guard (ADR 0010).
    { provide: APP_GUARD, useClass: AccessGuard },
    RateLimiter,
    ApiKeys,
    RequestDataExportHandler,
    ListDataExportsHandler,
    GetDataExportFileHandler,
    SessionSerializer,
    SignInLinks,
    OperatorAccess,
    SuspendUserHandler,
    LiftSuspensionHandler,
    SignUpHandler,
    SignInWithPasswordHandler,
    RequestEmailLinkHandler,
    SignInWithEmailLinkHandler,
    ResendConfirmationHandler,
    GetUserHandler,
    GetAdminLevelsHandler,
    UpdateProfileHandler,
    CreateUploadUrlHandler,
    StoreUploadHandler,
    SetProfilePhotoHandler,
    GetStoredObjectHandler,
    GetProfilePhotoHandler,
    ChangeAccountRoleHandler,
    SetSubscriptionHandler,
    ListUsersForAdminHandler,
    GetUserTotalsHandler,
    GetUserNamesHandler,
    SetAccountRoleHandler,
    SetAdminLevelHandler,
    CountSignUpsPerWeekHandler,
    Sightings,
    RecordDeviceHandler,
    GetSharedSightingsHandler,
    ListUserSightingsHandler,
    UserSessions,
    AccountDeletion,
    DeleteOwnAccountHandler,
    RequestAccountDeletionEmailHandler,
    DeleteUserHandler,
    ReapplyAccountDeletionHandler,
    ChangePasswordHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    RequestEmailChangeHandler,
    ConfirmEmailChangeHandler,
    UndoEmailChangeHandler,
    GetPendingEmailChangeHandler,
    SessionRegistry,
    SignInNotices,
    SecondFactors,
    PasskeyCeremonies,
    SignInSteps,
    FactorRecovery,
    ResetSecondFactorsHandler,
    GetSecondFactorFactsHandler,
  ],
})
export class IdentityModule implements NestModule {
  configure(consumer: MiddlewareConsumer) {
    // Every route: a signed-in request keeps its session's 'last seen' current (SessionRegistry).
    consumer.apply(SessionSeenMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
