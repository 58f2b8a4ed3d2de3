/// A value marking part of a text for a ``TextRenderer``: `Text("…").customAttribute(Emphasis())`
/// marks the text's runs, and the renderer finds it with `run[Emphasis.self]`.
public protocol TextAttribute: Hashable {}

extension Text {
    /// This text marked with `value` for a ``TextRenderer`` (a run keeps its own value of the
    /// same type: the innermost setting wins).
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var text = self
        for index in text.runs.indices where !text.runs[index].style.customAttributes.contains(where: { $0.value.base is T }) {
            text.runs[index].style.customAttributes.append(TextAttributeValue(value: AnyHashable(value)))
        }
        return text
    }
}

/// A custom attribute as a text run holds it. Attribute values are immutable values compared
/// and read only on the main actor, so sharing them is safe though their types need not say so.
struct TextAttributeValue: Hashable, @unchecked Sendable {
    let value: AnyHashable
}

/// The custom attributes of a stretch of a text's string (UTF-8 offsets).
struct TextAttributeRange {
    let range: Range<Int>
    let attributes: [TextAttributeValue]
}
