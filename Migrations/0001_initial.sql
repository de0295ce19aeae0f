-- 0001_initial: objects, components, the version DAG, refs, tags, dependency edges and
-- the store-wide change sequence. Never edit this file once it has landed: add 0002_….

-- Store-wide facts: schema_version (the last migration applied), store_id (random,
-- made once when the store is created), created_ms.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) WITHOUT ROWID;

-- The change sequence: one row per write action (a commit, a tag). Every row that an
-- action creates or moves carries its seq, so "what changed since N" is an indexed
-- range query. AUTOINCREMENT: a seq is never reused, even after a rollback at the end.
CREATE TABLE change (
    seq     INTEGER PRIMARY KEY AUTOINCREMENT,
    kind    TEXT NOT NULL CHECK (kind IN ('commit', 'tag')),
    author  TEXT NOT NULL,
    time_ms INTEGER NOT NULL,
    message TEXT NOT NULL
);

-- Content-addressed objects: a component's canonical JSON keyed by its SHA-256 (hex).
CREATE TABLE object (
    hash TEXT PRIMARY KEY NOT NULL CHECK (length(hash) = 64 AND hash NOT GLOB '*[^0-9a-f]*'),
    data BLOB NOT NULL,
    seq  INTEGER NOT NULL REFERENCES change(seq)
);

-- A component is a name; its history is its versions.
CREATE TABLE component (
    name TEXT PRIMARY KEY NOT NULL,
    seq  INTEGER NOT NULL REFERENCES change(seq)
);

-- A version of one component. Its id is the SHA-256 of a canonical JSON record of
-- (component, content, sorted parents, author, message, time_ms), so versions can be
-- verified like objects. object_hash NULL is a deletion tombstone. generation is
-- 1 + the highest parent generation (1 for a root): a cheap DAG depth for merge bases.
CREATE TABLE version (
    id          TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 64),
    component   TEXT NOT NULL REFERENCES component(name),
    object_hash TEXT REFERENCES object(hash),
    author      TEXT NOT NULL,
    message     TEXT NOT NULL,
    time_ms     INTEGER NOT NULL,
    generation  INTEGER NOT NULL CHECK (generation >= 1),
    seq         INTEGER NOT NULL REFERENCES change(seq)
);
CREATE INDEX version_by_component ON version(component, seq);
CREATE INDEX version_by_seq ON version(seq);

-- A version's parents, in order: position 0 is the first parent (the head it was
-- committed on); a merge has two.
CREATE TABLE version_parent (
    version_id TEXT NOT NULL REFERENCES version(id),
    position   INTEGER NOT NULL CHECK (position >= 0),
    parent_id  TEXT NOT NULL REFERENCES version(id),
    PRIMARY KEY (version_id, position)
) WITHOUT ROWID;
CREATE INDEX version_parent_by_parent ON version_parent(parent_id);

-- Named pointers to a component's versions. 'head' is the component's current version;
-- other names are left for sync (a remote's head).
CREATE TABLE ref (
    component  TEXT NOT NULL REFERENCES component(name),
    name       TEXT NOT NULL,
    version_id TEXT NOT NULL REFERENCES version(id),
    seq        INTEGER NOT NULL REFERENCES change(seq),
    PRIMARY KEY (component, name)
) WITHOUT ROWID;
CREATE INDEX ref_by_seq ON ref(seq);

-- Releases: UserAvatarContainer@1.2.0. Immutable once made.
CREATE TABLE tag (
    component  TEXT NOT NULL REFERENCES component(name),
    name       TEXT NOT NULL,
    version_id TEXT NOT NULL REFERENCES version(id),
    author     TEXT NOT NULL,
    time_ms    INTEGER NOT NULL,
    seq        INTEGER NOT NULL REFERENCES change(seq),
    PRIMARY KEY (component, name)
) WITHOUT ROWID;
CREATE INDEX tag_by_seq ON tag(seq);

-- What a version depends on, by component name: 'use' (a container instance) or
-- 'apply' (a spec application). The target need not be in the store yet.
CREATE TABLE dependency (
    version_id TEXT NOT NULL REFERENCES version(id),
    target     TEXT NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('use', 'apply')),
    PRIMARY KEY (version_id, target, kind)
) WITHOUT ROWID;
CREATE INDEX dependency_by_target ON dependency(target);
