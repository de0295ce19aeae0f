-- 0009_cache_rowid: the cache's entries in a rowid table with a unique index on
-- (namespace, key), instead of a WITHOUT ROWID table keyed by them. An entry is a few
-- hundred bytes (a solved layout), and SQLite keeps WITHOUT ROWID rows in the b-tree of
-- their key: random SHA-256 keys made every insert split and move pages full of data. In a
-- rowid table the data is appended and only the small index entries land at random
-- (a cold relayout's 12,000 entries of ~600 bytes: 139 ms to insert before, 85 after,
-- measured with Python's sqlite3 on the 2-core machine). The entries are dropped: it is a
-- cache, the next relayout solves again. Never edit this file once it has landed.

DROP TABLE IF EXISTS cache_entry;

-- One cached value. key: the producer's key bytes (relayout: 32 bytes of SHA-256);
-- seq: the store's latest change when it was written (0 in an empty store), for pruning.
CREATE TABLE cache_entry (
    id        INTEGER PRIMARY KEY,
    namespace TEXT NOT NULL,
    key       BLOB NOT NULL,
    data      BLOB NOT NULL,
    seq       INTEGER NOT NULL
);

CREATE UNIQUE INDEX cache_entry_by_key ON cache_entry (namespace, key);
