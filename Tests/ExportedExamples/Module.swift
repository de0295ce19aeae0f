// The example library (Library/, a link to Examples/Library) is exported into this module at
// build time by the TrellisCodegen plugin, with ExportProbes.swift from TrellisExportProbes.
