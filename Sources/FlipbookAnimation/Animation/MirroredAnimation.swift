/// A built-in animation that prints like Swift's reflection of SwiftUI's internal type.
///
/// Swift prints a struct as `TypeName(field: value, …)`; nested values are qualified with
/// their module, so a top-level `BezierAnimation(…)` contains `SwiftUI.UnitCurve.CubicSolver(…)`
/// (reference §1.1, FB-TX trace). Flipbook keeps the `SwiftUI.` prefix so printed traces match
/// the ones in articles.
protocol MirroredAnimation: CustomAnimation {
    /// The printed type name, with `SwiftUI.` prefixes when `qualified`.
    func typeName(qualified: Bool) -> String

    /// The printed fields, e.g. `duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(…)`.
    var fieldsDescription: String { get }
}

extension MirroredAnimation {
    func mirroredDescription(qualified: Bool) -> String {
        "\(typeName(qualified: qualified))(\(fieldsDescription))"
    }
}

/// SwiftUI's module prefix, as it appears in nested descriptions.
let swiftUIModulePrefix = "SwiftUI."

extension String {
    func qualified(_ qualified: Bool) -> String {
        qualified ? swiftUIModulePrefix + self : self
    }
}

/// An animation modifier (delay, speed, repeat, …) that prints like SwiftUI's
/// `InternalCustomAnimationModifiedContent<Base, Modifier>(base: …, modifier: …)`.
///
/// SwiftUI's exact strings for modified animations are unconfirmed (reference §1.6, §8.9);
/// this follows Swift's reflection format of OpenSwiftUI's types.
protocol MirroredAnimationModifier: MirroredAnimation {
    /// The animation being modified.
    var base: Animation { get }
    /// The modifier's type name, e.g. `DelayAnimation`.
    var modifierName: String { get }
    /// The modifier's printed fields, e.g. `delay: 0.5`.
    var modifierFields: String { get }
}

extension MirroredAnimationModifier {
    func typeName(qualified: Bool) -> String {
        let wrapper = base.base is any MirroredAnimation
            ? "InternalCustomAnimationModifiedContent"
            : "CustomAnimationModifiedContent"
        let arguments = "\(base.baseTypeName(qualified: qualified)), \(modifierName.qualified(qualified))"
        return "\(wrapper.qualified(qualified))<\(arguments)>"
    }

    var fieldsDescription: String {
        "base: \(base.qualifiedDescription), modifier: \(modifierName.qualified(true))(\(modifierFields))"
    }

    /// Whether `previous` is the same modifier, with equal parameters, around the same kind of
    /// base animation: the condition for forwarding `shouldMerge` to the base.
    func sameModifier(as previous: Self) -> Bool {
        modifierFields == previous.modifierFields && type(of: base.base) == type(of: previous.base.base)
    }
}
