-- 0007_change_kinds: the change log records what each write action was: a commit, a
-- merge, objects and versions received from a peer, a resolved conflict, heads moved by
-- a peer's push, or a tag (before, every action but a tag was recorded as 'commit'; those
-- rows stay as they are). source names where a receive came from (a remote's name) or
-- what a merge merged (a remote's name or another label); NULL otherwise. Never edit
-- this file once it has landed: add 0008_….

-- SQLite cannot change a CHECK constraint in place: the table is rebuilt (GRDB runs a
-- migration with foreign keys off and checks them all before it commits), keeping every
-- seq, and AUTOINCREMENT's high-water mark, so a seq is never reused.
CREATE TABLE change_new (
    seq     INTEGER PRIMARY KEY AUTOINCREMENT,
    kind    TEXT NOT NULL CHECK (kind IN ('commit', 'merge', 'receive', 'resolve', 'push', 'tag')),
    author  TEXT NOT NULL,
    time_ms INTEGER NOT NULL,
    message TEXT NOT NULL,
    source  TEXT
);
INSERT INTO change_new (seq, kind, author, time_ms, message) SELECT seq, kind, author, time_ms, message FROM change;
DELETE FROM sqlite_sequence WHERE name = 'change_new';
INSERT INTO sqlite_sequence (name, seq) SELECT 'change_new', seq FROM sqlite_sequence WHERE name = 'change';
DROP TABLE change;
ALTER TABLE change_new RENAME TO change;
