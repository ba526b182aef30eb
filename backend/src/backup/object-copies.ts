/**
 * Objects copied at once by a backup or a restore. One at a time, each copy waits a round trip
 * to the store (10-20 ms on S3): 100,000 scans would take half an hour each way.
 */
export const OBJECT_COPIES = 16;
