-- 0001_hub: a team hub's history on PostgreSQL (`trellis serve --database`): what the
-- sync protocol serves and receives, the same records as a store file's shared history
-- (Migrations/0001_initial.sql, 0002_sync.sql, 0005_author_text.sql) without what only a
-- working store keeps (conflicts, remotes, caches). Applied in one transaction and
-- recorded in hub_migration. Never edit this file once it has landed: add 0002_….
--
-- Every key column is COLLATE "C": the change feed orders text by bytes, as SQLite does,
-- so a client pages a hub on PostgreSQL exactly as it pages a store file.

-- Store-wide facts: store_id (random, made once here).
CREATE TABLE hub_meta (
    key   text COLLATE "C" PRIMARY KEY,
    value text NOT NULL
);
INSERT INTO hub_meta (key, value) VALUES ('store_id', md5(random()::text || clock_timestamp()::text));

-- The change sequence: one row per write action (a receive, a push). Writers take the
-- hub's advisory lock (PostgresHubStorage.write), so seqs are handed out and committed in
-- order: a reader that saw seq N has seen every change before it.
CREATE TABLE change (
    seq     bigint PRIMARY KEY CHECK (seq >= 1),
    kind    text NOT NULL CHECK (kind IN ('receive', 'push')),
    author  text NOT NULL,
    time_ms bigint NOT NULL,
    message text NOT NULL
);

-- Content-addressed objects: a component's canonical JSON keyed by its SHA-256 (hex),
-- and the component it is (checked on receipt; a version must name the same one).
CREATE TABLE object (
    hash      text COLLATE "C" PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
    data      bytea NOT NULL,
    component text COLLATE "C" NOT NULL,
    seq       bigint NOT NULL REFERENCES change(seq)
);

-- A version of one component; its id is recomputed from the record on receipt
-- (VersionID). parents in order: the first is the head it was committed on. object_hash
-- NULL is a deletion. generation is 1 + the highest parent's (1 for a root).
CREATE TABLE version (
    id          text COLLATE "C" PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
    component   text COLLATE "C" NOT NULL,
    object_hash text COLLATE "C" REFERENCES object(hash),
    parents     text[] NOT NULL,
    author      text NOT NULL,
    message     text NOT NULL,
    time_ms     bigint NOT NULL,
    generation  bigint NOT NULL CHECK (generation >= 1),
    seq         bigint NOT NULL REFERENCES change(seq)
);
CREATE INDEX version_by_feed ON version (seq, generation, id);

-- Each component's head, moved by compare-and-swap (UPDATE … WHERE version_id = old).
CREATE TABLE head (
    component  text COLLATE "C" PRIMARY KEY,
    version_id text COLLATE "C" NOT NULL REFERENCES version(id),
    seq        bigint NOT NULL REFERENCES change(seq)
);
CREATE INDEX head_by_feed ON head (seq, component);

-- Releases: UserAvatarContainer@1.2.0. Immutable once made. key is component@name, the
-- feed's order within a change.
CREATE TABLE tag (
    component  text COLLATE "C" NOT NULL,
    name       text COLLATE "C" NOT NULL,
    key        text COLLATE "C" NOT NULL UNIQUE,
    version_id text COLLATE "C" NOT NULL REFERENCES version(id),
    author     text NOT NULL,
    time_ms    bigint NOT NULL,
    seq        bigint NOT NULL REFERENCES change(seq),
    PRIMARY KEY (component, name)
);
CREATE INDEX tag_by_feed ON tag (seq, key);

-- The text a version was committed from and its path in the project (verified on
-- receipt: it parses to the version's content).
CREATE TABLE version_text (
    version_id text COLLATE "C" PRIMARY KEY REFERENCES version(id),
    path       text NOT NULL,
    text       text NOT NULL
);
