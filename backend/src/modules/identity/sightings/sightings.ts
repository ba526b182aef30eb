import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Request } from 'express';
import { createHash, randomBytes } from 'node:crypto';
import { AppConfig } from '../../../platform/config/app-config.js';
import { SignInNotices } from '../session-registry/new-sign-in.js';
import {
  DEVICE_COOKIE, type DeviceSighting, deviceIdOf, GetSharedSightingsQuery, ListUserSightingsQuery, RecordDeviceCommand, SIGN_IN_IP_WINDOW_DAYS,
  type SharedSightings, type SignInIpSighting, type UserSightings,
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
    private readonly notices: SignInNotices,
  ) {}

  /**
   * At every successful sign-in: gives the browser a device cookie when it has none, records
   * device and IP, and hands the sign-in to the session list (which mails the owner about a
   * browser the account has not used before).
   */
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
    const { inserted, others } = await recordDevice(em, userId, deviceId);
    if (req.ip) {
      await em.execute(
        `insert into user_sign_in_ips (user_id, ip, times_seen, first_seen_at, last_seen_at) values (?, ?, 1, now(), now())
         on conflict (user_id, ip) do update set times_seen = user_sign_in_ips.times_seen + 1, last_seen_at = now()`,
        [userId, req.ip.slice(0, 64)],
      );
    }
    // The first browser of an account (its sign-up) is not news; a later new one is.
    await this.notices.signedIn(req, userId, inserted && others);
  }
}

/** Whether the device was new to the user (`inserted`), and whether the user had other devices (`others`). */
async function recordDevice(em: EntityManager, userId: string, deviceId: string): Promise<{ inserted: boolean; others: boolean }> {
  const hash = hashDevice(deviceId);
  // xmax is 0 on a row this statement inserted, and set on one it updated.
  const [row] = await em.execute<Array<{ inserted: boolean; others: boolean }>>(
    `insert into user_devices (user_id, device_hash, times_seen, first_seen_at, last_seen_at) values (?, ?, 1, now(), now())
     on conflict (user_id, device_hash) do update set times_seen = user_devices.times_seen + 1, last_seen_at = now()
     returning (xmax = 0) as inserted, exists (select 1 from user_devices where user_id = ? and device_hash <> ?) as others`,
    [userId, hash, userId, hash],
  );
  return { inserted: row.inserted, others: row.others };
}

@CommandHandler(RecordDeviceCommand)
export class RecordDeviceHandler implements ICommandHandler<RecordDeviceCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, deviceId }: RecordDeviceCommand): Promise<void> {
    await recordDevice(this.em.fork(), userId, deviceId);
  }
}

/**
 * The body of identity_shared_sightings(of_user uuid, with_user uuid, current_device text,
 * current_ip text, ip_days int) returns json: the device both used (the current one, or any
 * other they share, most seen first) and whether the address is one `with_user` signed in
 * from lately. A PL/pgSQL function so that a connection plans it once: sent as a statement, a
 * review submission paid 0.3 ms to plan it for 0.03 ms of work (ADR 0060). Migrations freeze it;
 * test/platform/planned-once-functions.int-spec.ts compares the two.
 */
export const SHARED_SIGHTINGS_FUNCTION_BODY = `
begin
  return json_build_object(
    'device', (select json_build_object(
                 'timesSeen', coalesce(mine.times_seen, 0) + theirs.times_seen,
                 'firstSeenAt', to_char(least(coalesce(mine.first_seen_at, theirs.first_seen_at), theirs.first_seen_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                 'lastSeenAt', to_char(greatest(coalesce(mine.last_seen_at, theirs.last_seen_at), theirs.last_seen_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
               from user_devices theirs
               left join user_devices mine on mine.user_id = of_user and mine.device_hash = theirs.device_hash
               where theirs.user_id = with_user and (mine.user_id is not null or theirs.device_hash = current_device)
               order by coalesce(mine.times_seen, 0) + theirs.times_seen desc limit 1),
    'ip', (select json_build_object('ip', i.ip, 'timesSeen', i.times_seen, 'lastSeenAt', to_char(i.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
           from user_sign_in_ips i where i.user_id = with_user and i.ip = current_ip and i.last_seen_at > now() - make_interval(days => ip_days)));
end;
`;

@QueryHandler(GetSharedSightingsQuery)
export class GetSharedSightingsHandler implements IQueryHandler<GetSharedSightingsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ options }: GetSharedSightingsQuery): Promise<SharedSightings> {
    const em = this.em.fork();
    const current = options.deviceId ? hashDevice(options.deviceId) : null;
    // Both in one call (one round trip): SubmitReview waits for it.
    const [{ sightings }] = await em.execute<Array<{ sightings: {
      device: { timesSeen: number; firstSeenAt: string; lastSeenAt: string } | null;
      ip: { ip: string; timesSeen: number; lastSeenAt: string } | null;
    } }>>(
      'select identity_shared_sightings(?, ?, ?, ?, ?) as sightings',
      [options.userId, options.otherUserId, current, options.ip.slice(0, 64), SIGN_IN_IP_WINDOW_DAYS],
    );
    const { device, ip } = sightings;
    return {
      device: device ? { timesSeen: Number(device.timesSeen), firstSeenAt: device.firstSeenAt, lastSeenAt: device.lastSeenAt } : null,
      ip: ip ? { ip: ip.ip, timesSeen: Number(ip.timesSeen), lastSeenAt: ip.lastSeenAt } : null,
    };
  }
}

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Other accounts listed per device or address; more than a handful is itself the signal. */
const OTHERS = 10;

@QueryHandler(ListUserSightingsQuery)
export class ListUserSightingsHandler implements IQueryHandler<ListUserSightingsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, limit }: ListUserSightingsQuery): Promise<UserSightings> {
    const em = this.em.fork();
    const [row] = await em.execute<Array<{ devices: DeviceSighting[]; ips: Array<Omit<SignInIpSighting, 'comparedByFraudRules'> & { recent: boolean }>; total_devices: number; total_ips: number }>>(
      `select
         (select coalesce(json_agg(d order by d."lastSeenAt" desc), '[]') from (
            select substr(mine.device_hash, 1, 12) as fingerprint, mine.times_seen as "timesSeen", ${ISO('mine.first_seen_at')} as "firstSeenAt", ${ISO('mine.last_seen_at')} as "lastSeenAt",
                   (select coalesce(json_agg(o order by o."lastSeenAt" desc), '[]') from (
                      select other.user_id as "userId", other.times_seen as "timesSeen", ${ISO('other.last_seen_at')} as "lastSeenAt"
                      from user_devices other where other.device_hash = mine.device_hash and other.user_id <> mine.user_id
                      order by other.last_seen_at desc limit ${OTHERS}) o) as "otherAccounts"
            from user_devices mine where mine.user_id = ? order by mine.last_seen_at desc limit ?) d) as devices,
         (select coalesce(json_agg(i order by i."lastSeenAt" desc), '[]') from (
            select mine.ip, mine.times_seen as "timesSeen", ${ISO('mine.first_seen_at')} as "firstSeenAt", ${ISO('mine.last_seen_at')} as "lastSeenAt",
                   mine.last_seen_at > now() - make_interval(days => ?) as recent,
                   (select coalesce(json_agg(o order by o."lastSeenAt" desc), '[]') from (
                      select other.user_id as "userId", other.times_seen as "timesSeen", ${ISO('other.last_seen_at')} as "lastSeenAt"
                      from user_sign_in_ips other where other.ip = mine.ip and other.user_id <> mine.user_id and other.last_seen_at > now() - make_interval(days => ?)
                      order by other.last_seen_at desc limit ${OTHERS}) o) as "otherAccounts"
            from user_sign_in_ips mine where mine.user_id = ? order by mine.last_seen_at desc limit ?) i) as ips,
         (select count(*)::int from user_devices where user_id = ?) as total_devices,
         (select count(*)::int from user_sign_in_ips where user_id = ?) as total_ips`,
      [userId, limit, SIGN_IN_IP_WINDOW_DAYS, SIGN_IN_IP_WINDOW_DAYS, userId, limit, userId, userId],
    );
    return {
      devices: row.devices,
      signInIps: row.ips.map(({ recent, ...ip }) => ({ ...ip, comparedByFraudRules: recent })),
      totalDevices: row.total_devices,
      totalSignInIps: row.total_ips,
    };
  }
}
