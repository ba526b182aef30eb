import { readFileSync } from 'node:fs';
// Loading the composition roots declares every query handler (and so every @ReadsFromReplica()).
import './app.module.js';
import './worker.module.js';
import { replicaReadQueries } from './platform/database/replica-reads.js';

const architecture = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');

/** The `- \`SomeQuery\`` items of the architecture doc's "Reads from the replica" section. */
function documentedReplicaReads(): string[] {
  const section = architecture.split(/^## /m).find((s) => s.startsWith('Reads from the replica'));
  if (!section) throw new Error('docs/architecture.md has no "## Reads from the replica" section');
  return [...section.matchAll(/^- (.*)$/gm)].flatMap(([, item]) => [...item.split(':')[0].matchAll(/`(\w+Query)`/g)].map((m) => m[1]));
}

describe('reads from the replica', () => {
  it('the architecture doc lists exactly the query handlers declared @ReadsFromReplica()', () => {
    expect(documentedReplicaReads().sort()).toEqual(replicaReadQueries().sort());
  });

  it('only lag-tolerant reads are on the list: nothing a person reads back after writing it', () => {
    const ownData = ['GetUserQuery', 'ListShareLinksQuery', 'GetCertificateWalletQuery', 'ListReceivedReviewsQuery', 'ListSentReviewRequestsQuery', 'GetSubscriptionQuery', 'ListTransactionsQuery', 'GetSeaServiceQuery'];
    expect(replicaReadQueries().filter((query) => ownData.includes(query))).toEqual([]);
  });
});
