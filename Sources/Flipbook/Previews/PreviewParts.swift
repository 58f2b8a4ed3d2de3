/// Splits the top of a `PreviewProvider`'s `previews` into separate previews, as Xcode does:
/// each view of a `Group`, a `ForEach` or a list of views is a preview of its own, and preview
/// modifiers (and any other modifier) around a group apply to each of its members.
@MainActor
enum PreviewParts {
    /// One preview: its view and the settings of the preview modifiers around it.
    struct Part {
        var view: any View
        var settings: PreviewSettings
    }

    static func split(_ view: any View, settings: PreviewSettings = PreviewSettings()) -> [Part] {
        guard let container = view as? any PreviewContainer else { return [Part(view: view, settings: settings)] }
        return container.previewParts(settings: settings)
    }
}

/// A view that can stand for several previews.
@MainActor
protocol PreviewContainer {
    func previewParts(settings: PreviewSettings) -> [PreviewParts.Part]
}

extension Group: PreviewContainer {
    func previewParts(settings: PreviewSettings) -> [PreviewParts.Part] { PreviewParts.split(content, settings: settings) }
}

extension TupleView: PreviewContainer {
    func previewParts(settings: PreviewSettings) -> [PreviewParts.Part] {
        Mirror(reflecting: value).children.compactMap { $0.value as? any View }
            .flatMap { PreviewParts.split($0, settings: settings) }
    }
}

extension ForEach: PreviewContainer {
    func previewParts(settings: PreviewSettings) -> [PreviewParts.Part] {
        data.flatMap { PreviewParts.split(content($0), settings: settings) }
    }
}

extension EmptyView: PreviewContainer {
    func previewParts(settings: PreviewSettings) -> [PreviewParts.Part] { [] }
}

extension AnyView: PreviewContainer {
    func previewParts(settings: PreviewSettings) -> [PreviewParts.Part] { PreviewParts.split(content, settings: settings) }
}

extension ModifiedContent: PreviewContainer where Content: View, Modifier: ViewModifier {
    func previewParts(settings: PreviewSettings) -> [PreviewParts.Part] {
        if let trait = modifier as? PreviewTraitModifier {
            var settings = settings
            trait.apply(&settings)
            return PreviewParts.split(content, settings: settings)
        }
        let parts = PreviewParts.split(content, settings: settings)
        guard parts.count > 1 else { return [PreviewParts.Part(view: self, settings: parts.first?.settings ?? settings)] }
        return parts.map { part in
            PreviewParts.Part(view: ModifiedContent<AnyView, Modifier>(content: AnyView(erasing: part.view), modifier: modifier),
                              settings: part.settings)
        }
    }
}
