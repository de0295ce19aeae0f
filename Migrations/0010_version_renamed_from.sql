-- 0010_version_renamed_from: renames with their history. A version recorded by a rename
-- (`trellis mv OLD NEW`, then a commit) is a version of NEW whose parents include OLD's
-- head; renamed_from names OLD, and is part of the record its id hashes (`VersionID`), so
-- a peer verifies it as it verifies the rest. A version's parents are its own component's
-- or, only when renamed_from is set, that component's. NULL for every other version (all
-- versions recorded before this migration). No foreign key: the rule is fsck's (StoreRules),
-- and the id covers it. Never edit this file once it has landed.

ALTER TABLE version ADD COLUMN renamed_from TEXT;
