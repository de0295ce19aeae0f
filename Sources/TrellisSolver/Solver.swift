public enum TrellisSolverPlaceholder {}
