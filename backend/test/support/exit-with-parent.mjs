// Preloaded into product processes a test starts: the test holds the other end of this
// process's stdin, so when the test process ends, however it ends (even killed), stdin
// closes and this process exits instead of living on with the port, database and Redis.
process.stdin.on('end', () => process.exit(1));
process.stdin.on('error', () => process.exit(1));
process.stdin.resume();
