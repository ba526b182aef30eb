import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Request } from 'express';
import { createHash, randomBytes } from 'node:crypto';
import { AppConfig } from '../../../platform/config/app-config.js';
import {
  DEVICE_COOKIE, deviceIdOf, GetSharedSightingsQuery, RecordDeviceCommand, SIGN_IN_IP_WINDOW_DAYS, type SharedSightings,
} from '../contracts/sightings.js';

const DEVICE_COOKIE_MS = 2 * 365 * 86_400_000;

const hashDevice = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

/**
 * Where users sign in from, for the fraud rules (DESIGN.md, "Flagging"): a random device
 * cookie and the client address (Express `trust proxy`, from TRUST_PROXY). Only the device
 * id's hash is stored; both tables are keyed by user so account deletion removes them.
 */
@Injectable()
export class Sightings {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** At every successful sign-in: gives the browser a device cookie when it has none, records device and IP. */
  async recordSignIn(req: Request, userId: string): Promise<void> {
    let deviceId = deviceIdOf(req);
    if (!deviceId) {
      deviceId = randomBytes(24).toString('base64url');
      req.res?.cookie(DEVICE_COOKIE, deviceId, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.secureCookies || req.secure,
        maxAge: DEVICE_COOKIE_MS,
        path: '/',
      });
    }
    const em = this.em.fork();
    await recordDevice(em, userId, deviceId);
    if (req.ip) {
      await em.execute(
        `insert into user_sign_in_ips (user_id, ip, times_seen, first_seen_at, last_seen_at) values (?, ?, 1, now(), now())
         on conflict (user_id, ip) do update set times_seen = user_sign_in_ips.times_seen + 1, last_seen_at = now()`,
        [userId, req.ip.slice(0, 64)],
      );
    }
  }
}

function recordDevice(em: EntityManager, userId: string, deviceId: string) {
  return em.execute(
    `insert into user_devices (user_id, device_hash, times_seen, first_seen_at, last_seen_at) values (?, ?, 1, now(), now())
     on conflict (user_id, device_hash) do update set times_seen = user_devices.times_seen + 1, last_seen_at = now()`,
    [userId, hashDevice(deviceId)],
  );
}

@CommandHandler(RecordDeviceCommand)
export class RecordDeviceHandler implements ICommandHandler<RecordDeviceCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, deviceId }: RecordDeviceCommand): Promise<void> {
    await recordDevice(this.em.fork(), userId, deviceId);
  }
}

@QueryHandler(GetSharedSightingsQuery)
export class GetSharedSightingsHandler implements IQueryHandler<GetSharedSightingsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ options }: GetSharedSightingsQuery): Promise<SharedSightings> {
    const em = this.em.fork();
    const current = options.deviceId ? hashDevice(options.deviceId) : null;
    // Both in one statement (one round trip): SubmitReview waits for it.
    const [{ device, ip }] = await em.execute<Array<{
      device: { timesSeen: number; firstSeenAt: string; lastSeenAt: string } | null;
      ip: { ip: string; timesSeen: number; lastSeenAt: string } | null;
    }>>(
      `select
         (select json_build_object(
                   'timesSeen', coalesce(mine.times_seen, 0) + theirs.times_seen,
                   'firstSeenAt', to_char(least(coalesce(mine.first_seen_at, theirs.first_seen_at), theirs.first_seen_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                   'lastSeenAt', to_char(greatest(coalesce(mine.last_seen_at, theirs.last_seen_at), theirs.last_seen_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          from user_devices theirs
          left join user_devices mine on mine.user_id = ? and mine.device_hash = theirs.device_hash
          where theirs.user_id = ? and (mine.user_id is not null or theirs.device_hash = ?)
          order by coalesce(mine.times_seen, 0) + theirs.times_seen desc limit 1) as device,
         (select json_build_object('ip', ip, 'timesSeen', times_seen, 'lastSeenAt', to_char(last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          from user_sign_in_ips where user_id = ? and ip = ? and last_seen_at > now() - make_interval(days => ?)) as ip`,
      [options.userId, options.otherUserId, current, options.otherUserId, options.ip.slice(0, 64), SIGN_IN_IP_WINDOW_DAYS],
    );
    return {
      device: device ? { timesSeen: Number(device.timesSeen), firstSeenAt: device.firstSeenAt, lastSeenAt: device.lastSeenAt } : null,
      ip: ip ? { ip: ip.ip, timesSeen: Number(ip.timesSeen), lastSeenAt: ip.lastSeenAt } : null,
    };
  }
}
