-- 0004_compressed_objects: no table changes. From this schema on, object.data holds an
-- object's stored form (TrellisStore's StoredObject): its canonical JSON as it is (every
-- object stored before, which starts with '{'), or the byte 0x01, the canonical length
-- as an unsigned LEB128 number and the raw deflate stream of the canonical JSON with the
-- store's preset dictionary (ObjectDictionary.v1). The hash is still SHA-256 of the
-- canonical JSON. A trellis older than this migration cannot read compressed objects;
-- the schema version is what tells it so ("written by a newer trellis"). Never edit this
-- file once it has landed: add 0005_….
SELECT 1;
