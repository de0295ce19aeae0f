import TrellisModel
import TrellisSolver

/// The numbers of a layout that come from the device, not from the component: the root's
/// size, its safe-area, margins and readable insets, the keyboard's height, a container's
/// fitting size. Geometry is built with a stand-in variable for each; `make` puts the
/// device's numbers into each constraint's constant and keeps the coefficients, so one
/// solver system serves every device: another device is a change of constants and a
/// re-solve (``LayoutSession/relayOut(in:fitting:)``), never a second build.
enum _DeviceValue: Int, CaseIterable {
    case width, height, keyboard
    case safeTop, safeLeft, safeBottom, safeRight
    case marginsTop, marginsLeft, marginsBottom, marginsRight
    case readableTop, readableLeft, readableBottom, readableRight
    case fittingWidth, fittingHeight

    /// One stand-in per value, shared by every session and never added to a solver. They
    /// are the engine's only named variables, so `make` spots them with one cheap test.
    static let variables: [Variable] = allCases.map { Variable("device.\($0)") }

    var expression: Expression { Expression(Self.variables[rawValue]) }

    /// The value a stand-in stands for, nil for any other variable.
    static func of(_ variable: Variable) -> Int? {
        guard !variable.name.isEmpty else { return nil }
        return variables.firstIndex { $0 === variable }
    }

    /// The four insets (top, left, bottom, right) of one of the root's guides.
    static func insets(of guide: SystemGuide) -> (top: _DeviceValue, left: _DeviceValue, bottom: _DeviceValue, right: _DeviceValue)? {
        switch guide {
        case .safeArea: return (.safeTop, .safeLeft, .safeBottom, .safeRight)
        case .margins: return (.marginsTop, .marginsLeft, .marginsBottom, .marginsRight)
        case .readable: return (.readableTop, .readableLeft, .readableBottom, .readableRight)
        case .keyboard, .frameGuide, .contentGuide: return nil
        }
    }
}

/// A built constraint whose constant depends on device values: `coefficient × value`
/// per value, added to what the component wrote.
struct _DeviceDependence {
    var built: Int
    var terms: [(value: Int, coefficient: Double)]
}

extension _SystemBuilder {
    /// The constraint with its device values replaced by this device's numbers, and how
    /// its constant depends on them (nil when it does not).
    func substitutingDeviceValues(_ constraint: Constraint) -> (Constraint, [(value: Int, coefficient: Double)]?) {
        guard constraint.expression.terms.contains(where: { !$0.variable.name.isEmpty }) else { return (constraint, nil) }
        var expression = Expression(constant: constraint.expression.constant)
        expression.terms.reserveCapacity(constraint.expression.terms.count)
        var dependence: [(value: Int, coefficient: Double)] = []
        for term in constraint.expression.terms {
            if let value = _DeviceValue.of(term.variable) {
                expression.constant += term.coefficient * deviceValues[value]
                dependence.append((value, term.coefficient))
            } else {
                expression.terms.append(term)
            }
        }
        guard !dependence.isEmpty else { return (constraint, nil) }
        let substituted =
            constraint.strengthBelow.map { Constraint(elastic: expression, above: constraint.strength, below: $0) }
            ?? Constraint(expression, constraint.relation, strength: constraint.strength)
        return (substituted, dependence)
    }
}

extension LayoutSession {
    /// What the device values add to a built constraint's constant (0 for most).
    func deviceOffset(ofBuilt index: Int) -> Double {
        guard let entry = deviceDependent.first(where: { $0.built == index }) else { return 0 }
        return entry.terms.reduce(0) { $0 + $1.coefficient * deviceValues[$1.value] }
    }

    /// A variable's value: the solver's, or the device's for a stand-in.
    func value(of variable: Variable) -> Double {
        if let device = _DeviceValue.of(variable) { return deviceValues[device] }
        return solver.value(of: variable)
    }
}
