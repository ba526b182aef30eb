import { Command, Query } from '@nestjs/cqrs';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** A long-lived random id per browser, set at sign-in when absent (fraud rules, ADR 0018). */
export const DEVICE_COOKIE = 'crew.did';
const DEVICE_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** The request's device id from its `crew.did` cookie, or null when absent or malformed. */
export function deviceIdOf(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const id = value.join('=');
      return DEVICE_ID.test(id) ? id : null;
    }
  }
  return null;
}

/** The caller's device id (cookie), or null. Never stored raw: identity keeps its hash. */
export const CurrentDeviceId = createParamDecorator((_: unknown, context: ExecutionContext): string | null =>
  deviceIdOf(context.switchToHttp().getRequest<Request>()),
);

/** Identity remembers that the user used this device (e.g. to write a review). */
export class RecordDeviceCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly deviceId: string,
  ) {
    super();
  }
}

export interface SharedDevice {
  /** Sign-ins (and reviews) of both users from the device together. */
  timesSeen: number;
  firstSeenAt: string;
  lastSeenAt: string;
}

export interface SharedSignInIp {
  ip: string;
  /** How often the other user signed in from it, and when last. */
  timesSeen: number;
  lastSeenAt: string;
}

export interface SharedSightings {
  /** The device both used most, or null. */
  device: SharedDevice | null;
  /** `ip` when the other user signed in from it within the window, else null. */
  ip: SharedSignInIp | null;
}

/** Sign-in IPs older than this are not compared: addresses change hands. */
export const SIGN_IN_IP_WINDOW_DAYS = 30;

/**
 * What two users share: a device either signed in from (userId's current device counted
 * too), and whether `ip` is an address otherUserId signed in from in the last 30 days.
 */
export class GetSharedSightingsQuery extends Query<SharedSightings> {
  constructor(readonly options: { userId: string; otherUserId: string; deviceId: string | null; ip: string }) {
    super();
  }
}

/** Another account seen on the same device or address. */
export interface OtherAccountSeen {
  userId: string;
  timesSeen: number;
  lastSeenAt: string;
}

/** A device the user signed in (or wrote a review) from; identified by the start of its hash, never the cookie. */
export interface DeviceSighting {
  fingerprint: string;
  timesSeen: number;
  firstSeenAt: string;
  lastSeenAt: string;
  /** Other accounts seen on this device: the device rule flags a review between two of them. */
  otherAccounts: OtherAccountSeen[];
}

export interface SignInIpSighting {
  ip: string;
  timesSeen: number;
  firstSeenAt: string;
  lastSeenAt: string;
  /** Within SIGN_IN_IP_WINDOW_DAYS: the address the IP rule compares a reviewer's with. */
  comparedByFraudRules: boolean;
  /** Other accounts that signed in from it within the window. */
  otherAccounts: OtherAccountSeen[];
}

export interface UserSightings {
  devices: DeviceSighting[];
  signInIps: SignInIpSighting[];
  /** How many there are in all; the lists hold the most recently seen. */
  totalDevices: number;
  totalSignInIps: number;
}

/**
 * For admins: the devices and sign-in addresses of one user as the fraud rules read them,
 * most recently seen first, each with the other accounts seen there.
 */
export class ListUserSightingsQuery extends Query<UserSightings> {
  constructor(
    readonly userId: string,
    readonly limit = 20,
  ) {
    super();
  }
}
