-- 0002_sync: what sharing libraries between stores needs: merge conflicts, remotes and
-- what this store last saw of each, and indexes for the paged change feed a peer reads.
-- Never edit this file once it has landed: add 0003_….

-- An open merge conflict of one component: the merge base (NULL when the component was
-- added on both sides), our head and their version when the merge was tried, and the
-- field-level conflicts as a JSON list ([{path, kind, base, ours, theirs, message}]).
-- While any row exists, commits are refused; resolving records a merge version (parents:
-- ours, theirs) and deletes the row.
CREATE TABLE conflict (
    component  TEXT PRIMARY KEY NOT NULL REFERENCES component(name),
    base_id    TEXT REFERENCES version(id),
    ours_id    TEXT NOT NULL REFERENCES version(id),
    theirs_id  TEXT NOT NULL REFERENCES version(id),
    fields     TEXT NOT NULL,
    -- Where theirs came from: a remote's name, or another label for a local merge.
    source     TEXT NOT NULL,
    created_ms INTEGER NOT NULL
) WITHOUT ROWID;

-- Another store this one syncs with: a store file path or an http(s) URL.
-- The fetch cursor is the last position of the remote's change feed fully received
-- (seq, then phase 0 versions / 1 heads / 2 tags / 3 done, then the row's key), so an
-- interrupted fetch resumes there. push_seq: our own changes up to it are on the remote.
CREATE TABLE remote (
    name             TEXT PRIMARY KEY NOT NULL,
    url              TEXT NOT NULL,
    token            TEXT,
    store_id         TEXT,
    fetch_seq        INTEGER NOT NULL DEFAULT 0,
    fetch_phase      INTEGER NOT NULL DEFAULT 3,
    fetch_generation INTEGER NOT NULL DEFAULT 0,
    fetch_key        TEXT NOT NULL DEFAULT '',
    push_seq         INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- Remote-tracking refs (remotes/NAME/COMPONENT): where the remote's head of a component
-- was when this store last saw it. pending = 1 until that version is merged into our head.
CREATE TABLE remote_ref (
    remote     TEXT NOT NULL REFERENCES remote(name) ON DELETE CASCADE,
    component  TEXT NOT NULL REFERENCES component(name),
    version_id TEXT NOT NULL REFERENCES version(id),
    pending    INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (remote, component)
) WITHOUT ROWID;
CREATE INDEX remote_ref_pending ON remote_ref(remote) WHERE pending = 1;

-- The change feed reads versions in (seq, generation, id) order (a parent always before
-- its children, even when both arrived in one change) and heads in (seq, component) order.
CREATE INDEX version_by_feed ON version(seq, generation, id);
CREATE INDEX ref_by_feed ON ref(seq, component) WHERE name = 'head';
