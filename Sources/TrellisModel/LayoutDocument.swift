public enum TrellisModelPlaceholder {}
