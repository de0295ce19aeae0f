-- 0002_version_renamed_from: renames with their history on a hub, as a store file keeps them
-- (Migrations/0010_version_renamed_from.sql). A version recorded by a rename (`trellis mv
-- OLD NEW`, then a commit) is a version of NEW whose parents include a version of OLD;
-- renamed_from names OLD and is part of the record its id hashes (`VersionID`), so the hub
-- serves it back for peers to verify. NULL for every other version (all versions received
-- before this migration). No foreign key: the lineage rule is checked on receipt
-- (`ReceiveValidation.lineage`), and the id covers it. Never edit this file once it has landed.

ALTER TABLE version ADD COLUMN renamed_from text COLLATE "C";
