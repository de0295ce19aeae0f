import TrellisModel

// Public initialisers, so a solution can be rebuilt outside the engine (from a cache of
// solutions: TrellisRelayout's SolutionCodec).

extension ItemFrame {
    public init(
        path: String, kind: String, className: String?, parent: String?, frame: Rect, relative: Rect, hidden isHidden: Bool,
        text: TextLines? = nil
    ) {
        self.path = path
        self.kind = kind
        self.className = className
        self.parent = parent
        self.frame = frame
        self.relative = relative
        self.isHidden = isHidden
        self.text = text
    }
}

extension LayoutSolution {
    public init(
        component: String, kind: LayoutDocument.Kind, in environment: Environment, frames: [ItemFrame],
        diagnostics: [LayoutDiagnostic]
    ) {
        self.component = component
        self.kind = kind
        self.environment = environment
        self.frames = frames
        self.diagnostics = diagnostics
    }
}
