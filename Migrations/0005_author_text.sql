-- 0005_author_text: what the author wrote, kept with each version, so restore, show,
-- clone, pull and checkout give the file back byte for byte, in its folder. Never edit
-- this file once it has landed: add 0007_… (0006 is taken).

-- The bytes of a .layout file as committed, content-addressed: hash is the SHA-256
-- (hex) of data. Shared: travels with fetch, push and clone, and is verified on receipt
-- (the bytes against the hash; their parse against the version's content hash).
CREATE TABLE source_text (
    hash TEXT PRIMARY KEY NOT NULL CHECK (length(hash) = 64),
    data BLOB NOT NULL
) WITHOUT ROWID;

-- The text a version was committed from and the file's path relative to the project's
-- root ('Features/Chat/Pill.layout'). Not part of the version id: a version's meaning is
-- its content hash, which the text must parse to. Versions recorded before this
-- migration, deletions, and merges whose texts did not merge line by line have none and
-- come back printed.
CREATE TABLE version_text (
    version_id TEXT PRIMARY KEY NOT NULL REFERENCES version(id),
    text_hash  TEXT NOT NULL REFERENCES source_text(hash),
    path       TEXT NOT NULL
) WITHOUT ROWID;
