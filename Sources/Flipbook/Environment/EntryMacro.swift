/// Declares an environment value with its default in one line, inside `extension EnvironmentValues`:
///
///     extension EnvironmentValues {
///         @Entry var isCompact: Bool = false
///     }
///
/// It expands to a private `EnvironmentKey` holding the default and the property's getter and
/// setter through it; `.environment(\.isCompact, true)` and `@Environment(\.isCompact)` use it. Inside
/// `extension ContainerValues` (or `extension Transaction`) it declares a container value (a
/// transaction value) the same way.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FlipbookMacros", type: "EntryMacro")
