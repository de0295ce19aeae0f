-- 0008_cache: the store keeps a keyed blob cache and knows nothing of what is cached.
-- Migration 0003's `solution` table named relayout's columns (component, environment) and
-- its key format; the cache is now opaque entries under a namespace chosen by their
-- producer (TrellisRelayout uses 'relayout': a SHA-256 of its inputs as the key, a solved
-- layout as the data). It was a cache: nothing is lost, the next relayout solves again.
-- IF NOT EXISTS: a store rebuilt by hand to an older schema may keep the table. Never edit
-- this file once it has landed.

-- One cached value. key: the producer's key bytes (relayout: 32 bytes of SHA-256);
-- seq: the store's latest change when it was written (0 in an empty store), for pruning.
CREATE TABLE IF NOT EXISTS cache_entry (
    namespace TEXT NOT NULL,
    key       BLOB NOT NULL,
    data      BLOB NOT NULL,
    seq       INTEGER NOT NULL,
    PRIMARY KEY (namespace, key)
) WITHOUT ROWID;

DROP INDEX IF EXISTS solution_by_component;
DROP TABLE IF EXISTS solution;
