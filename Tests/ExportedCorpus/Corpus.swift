// The seeded random components in Layouts/ (written by ExportCorpusTests, regenerated on
// purpose) are exported into this module at build time by the TrellisCodegen plugin.
