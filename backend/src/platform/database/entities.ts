import { OutboxMessage } from '../queue/outbox-message.entity.js';
import { User } from '../../modules/identity/user.entity.js';
import { SignInToken } from '../../modules/identity/email-link/sign-in-token.entity.js';

/**
 * Every persisted entity, listed explicitly so that the CLI, the processes and the tests
 * agree on one schema. Each module adds its own here.
 */
export const entities = [OutboxMessage, User, SignInToken];
