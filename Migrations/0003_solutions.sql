-- 0003_solutions: the solution cache that `trellis relayout` (TrellisRelayout) reads and
-- writes, so unchanged work is never solved twice. Never edit this file once it has
-- landed: add 0004_….

-- One solved layout: a component with everything it uses, laid out in one environment.
-- key is SHA-256 (hex) over the engine's version, the component's and its transitive
-- dependencies' content hashes, whether spec updates were applied, and a canonical
-- encoding of the environment (see TrellisRelayout's SolutionKey): equal keys mean an
-- equal layout, so a hit is never re-solved. data is the solution (frames and
-- diagnostics, or the reason it could not be laid out) in TrellisRelayout's format.
-- component and environment are for people and pruning only. seq is the store's latest
-- change when it was solved (0 in an empty store): not a reference, entries outlive
-- nothing and may be deleted at any time.
CREATE TABLE solution (
    key         TEXT PRIMARY KEY NOT NULL CHECK (length(key) = 64),
    component   TEXT NOT NULL,
    environment TEXT NOT NULL,
    data        BLOB NOT NULL,
    seq         INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX solution_by_component ON solution(component);

-- What trellis last read from each .layout file of the working copy, so a run with
-- nothing edited does not parse and hash thousands of files again: a file whose size,
-- modification time (ns) and inode are unchanged is taken to hold the same component.
-- summary is the reader's own digest of it (TrellisRelayout: kind, dependencies, whether
-- a spec has an update block). Files written within the last seconds before a read are
-- never recorded (a later write in the same clock tick would go unseen).
CREATE TABLE working_file (
    path     TEXT PRIMARY KEY NOT NULL,
    size     INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL,
    inode    INTEGER NOT NULL,
    hash     TEXT NOT NULL,
    name     TEXT NOT NULL,
    summary  TEXT NOT NULL
) WITHOUT ROWID;
