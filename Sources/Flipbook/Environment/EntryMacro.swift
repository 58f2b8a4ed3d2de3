/// Declares an environment value with its default in one line, inside `extension EnvironmentValues`:
///
///     extension EnvironmentValues {
///         @Entry var isCompact: Bool = false
///     }
///
/// It expands to a private `EnvironmentKey` holding the default and the property's getter and
/// setter through it; `.environment(\.isCompact, true)` and `@Environment(\.isCompact)` use it.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FlipbookMacros", type: "EntryMacro")
