export function newRunIds(): { database: string; redisPrefix: string };
export function adminUrl(): string;
export function databaseUrl(database: string): string;
export function pooledDatabaseUrl(database: string): string;
export function cloneDatabase(template: string, database: string): Promise<void>;
export function dropDatabase(database: string): Promise<void>;
export function deleteRedisPrefix(redisUrl: string, prefix: string): Promise<void>;
export function assertServicesUp(redisUrl: string): Promise<void>;
