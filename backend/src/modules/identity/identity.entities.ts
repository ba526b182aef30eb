import { ApiKey } from './api-keys/api-key.entity.js';
import { EmailChange } from './change-email/email-change.entity.js';
import { DataExportFile } from './data-export/data-export.entity.js';
import { SignInToken } from './email-link/sign-in-token.entity.js';
import { ObjectUpload } from './profile-photo/object-upload.entity.js';
import { UserAuthenticator, UserPasskey, UserRecoveryCode } from './second-factors/second-factor.entities.js';
import { UserDevice, UserSignInIp } from './sightings/sighting.entities.js';
import { User } from './user.entity.js';
import { UserSignUpWeekRecord, UserTotalsRecord } from './user-totals.entity.js';

/** The identity module's persisted entities (composed into one schema in src/entities.ts). */
export const identityEntities = [User, SignInToken, ObjectUpload, UserDevice, UserSignInIp, DataExportFile, ApiKey, EmailChange, UserAuthenticator, UserPasskey, UserRecoveryCode, UserTotalsRecord, UserSignUpWeekRecord];
