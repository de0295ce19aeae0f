-- 0006_drop_working_file: the working copy has one index. Relayout's per-file cache
-- (migration 0003's working_file: stat, hash, name and a summary per .layout file) moved
-- into the project's .trellis/index, which status, commit and relayout all read, with
-- one stat key and one "racily clean" rule. It was a cache: nothing is lost, the next
-- status or relayout parses each file once. Never edit this file once it has landed.
DROP TABLE IF EXISTS working_file;
