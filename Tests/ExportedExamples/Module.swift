// The example library (Library/, a link to Examples/Library) is exported into this module at
// build time by the TrellisCodegen plugin, with ExportProbes.swift from TrellisExportProbes.
// Trellis.lock pins two of its components as the dependency DS 1.0.0 (fetched into
// .trellis/deps, as `trellis add` leaves them): the plugin exports them too, nested in
// `enum DS`, which is how an app that depends on a library builds its components.

/// App code using the dependency's container by its namespaced name.
@MainActor
func makeDependencyAvatar() -> DS.UserAvatarContainer { DS.UserAvatarContainer(badgeSize: 24) }
