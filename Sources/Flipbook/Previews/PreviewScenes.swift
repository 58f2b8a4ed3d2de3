import FlipbookDisplayList

/// Every preview in the process, as scenes: named, sized and timed as the README describes.
@MainActor
struct PreviewScenes {
    /// A preview before it gets its unique name.
    private struct Candidate {
        var name: String
        /// Where it is declared: `MyViews/LikeButton.swift:12`, or a provider's type name.
        let location: String
        /// What tells it from a preview of the same name elsewhere, in the order tried: its file's
        /// name or its provider's, slugged (`like-button`), then that with its module's
        /// (`my-views-like-button`).
        let qualifiers: [String]
        let settings: PreviewSettings
        let content: @MainActor @Sendable () -> any View
    }

    /// The previews of `modules` (of every module when nil), as scenes;
    /// `measurer` measures text for the size of `.sizeThatFits` previews.
    static func scenes(modules: Set<String>?, measurer: any TextMeasuring,
                       beforeRunning: (String) -> Void) throws -> [FlipbookScene] {
        let included = { (module: String) in modules?.contains(module) ?? true }
        let candidates = qualifyingSharedNames(try macroCandidates(included)
                                               + providerCandidates(included, beforeRunning: beforeRunning))
        var seen: [String: String] = [:]
        for candidate in candidates {
            if let other = seen[candidate.name] {
                throw PreviewError("two previews are named \"\(candidate.name)\": \(other) and \(candidate.location); "
                                   + "give one of them another display name")
            }
            seen[candidate.name] = candidate.location
        }
        return try candidates.map {
            try scene(named: $0.name, location: $0.location, settings: $0.settings, content: $0.content,
                      measurer: measurer, beforeRunning: beforeRunning)
        }
    }

    /// A name that previews in different files share (each file's `#Preview("Dark")`) is
    /// prefixed with each one's file (`login-view-dark`, `settings-view-dark`), as a canvas tells
    /// them apart by their file, or with module and file where that is what differs; previews
    /// of one file named alike keep their name (and are an error).
    private static func qualifyingSharedNames(_ candidates: [Candidate]) -> [Candidate] {
        let level = Dictionary(grouping: candidates, by: \.name).mapValues { sharing in
            sharing.count < 2 ? nil : sharing[0].qualifiers.indices.first { level in
                Set(sharing.map { $0.qualifiers[level] }).count == sharing.count
            }
        }
        return candidates.map { candidate in
            guard let found = level[candidate.name] ?? nil else { return candidate }
            var qualified = candidate
            qualified.name = "\(candidate.qualifiers[found])-\(candidate.name)"
            return qualified
        }
    }

    /// `#Preview`s: the display name, or the file's name and the preview's place among the
    /// file's unnamed ones; `#Preview(arguments:)` adds each argument's label.
    private static func macroCandidates(_ included: (String) -> Bool) -> [Candidate] {
        var unnamedInFile: [String: Int] = [:]
        return PreviewDiscovery.registries().filter { included(module(ofFile: $0.fileID)) }.flatMap { registry -> [Candidate] in
            let preview = registry.makePreview()
            let file = registry.fileID
            let location = "\(file):\(registry.line)"
            let fileName = String(file.split(separator: "/").last ?? Substring(file))
            let fileSlug = Slug.make(String(fileName.dropLast(fileName.hasSuffix(".swift") ? 6 : 0)))
            var base = preview.displayName.map(Slug.make) ?? ""
            if base.isEmpty {
                let index = unnamedInFile[file, default: 0] + 1
                unnamedInFile[file] = index
                base = "\(fileSlug)-\(index)"
            }
            return preview.variants.indices.map { index in
                let suffix = preview.variants[index].suffix
                return Candidate(name: suffix.map { "\(base)-\($0)" } ?? base, location: location,
                                 qualifiers: [fileSlug, "\(Slug.make(module(ofFile: file)))-\(fileSlug)"],
                                 settings: preview.settings,
                                 content: { registry.makePreview().variants[index].content() })
            }
        }
    }

    /// `PreviewProvider`s: each view at the top of `previews` by its display name, or the
    /// type's name without `_Previews` (and its place, when there are several).
    private static func providerCandidates(_ included: (String) -> Bool,
                                           beforeRunning: (String) -> Void) throws -> [Candidate] {
        try PreviewDiscovery.providers().filter { included(module(ofType: $0)) }.flatMap { provider -> [Candidate] in
            let typeName = String(reflecting: provider)
            beforeRunning(typeName)
            let parts = PreviewParts.split(provider.previews)
            guard !parts.isEmpty else {
                throw PreviewError("\(typeName) has no previews: its `previews` is empty; return at least one view")
            }
            let shortName = String(typeName.split(separator: ".").last ?? Substring(typeName))
            let base = Slug.make(shortName.hasSuffix("_Previews") ? String(shortName.dropLast(9)) : shortName)
            return parts.indices.map { index in
                let named = parts[index].settings.displayName.map(Slug.make) ?? ""
                let name = !named.isEmpty ? named : parts.count == 1 ? base : "\(base)-\(index + 1)"
                return Candidate(name: name, location: typeName,
                                 qualifiers: [base, "\(Slug.make(module(ofType: provider)))-\(base)"],
                                 settings: parts[index].settings,
                                 content: { PreviewParts.split(provider.previews)[index].view })
            }
        }
    }

    /// The module of a file given as `#fileID` (`MyViews/LikeButton.swift` → `MyViews`).
    private static func module(ofFile fileID: String) -> String { String(fileID.prefix { $0 != "/" }) }

    /// The module of a type (`MyViews.LikeButton_Previews` → `MyViews`).
    private static func module(ofType type: Any.Type) -> String { String(String(reflecting: type).prefix { $0 != "." }) }

    /// The scene of one preview: `location` says where it is declared (for its summary and errors).
    static func scene(named name: String, location: String, settings: PreviewSettings,
                      content: @escaping @MainActor @Sendable () -> any View, measurer: any TextMeasuring,
                      beforeRunning: (String) -> Void) throws -> FlipbookScene {
        let candidate = (name: name, location: location)
        let device = settings.device ?? .defaultDevice
        guard let screen = DeviceScreen.named(device) else {
            throw PreviewError("preview \"\(candidate.name)\" (\(candidate.location)): unknown device \"\(device.rawValue)\"; "
                               + "use one of \(DeviceScreen.knownNames.joined(separator: ", "))")
        }
        let (screenSize, insets) = screen.oriented(settings.orientation)
        let script = settings.script ?? { [] }
        func make(size: CGSize, root: @escaping @MainActor @Sendable () -> any View) -> FlipbookScene {
            FlipbookScene(candidate.name, size: size, scale: screen.scale, fps: settings.fps ?? 60,
                          duration: settings.duration ?? 2, summary: "preview at \(candidate.location)",
                          script: script, content: { AnyView(erasing: root()) })
        }
        var scene: FlipbookScene
        switch settings.layout {
        case .device:
            scene = make(size: screenSize) {
                DeviceScreenContent(content: AnyView(erasing: content()), size: screenSize, insets: insets,
                                    isLandscape: settings.orientation.isLandscape)
            }
            scene.safeAreaInsets = insets
        case .fixed(let width, let height):
            scene = make(size: CGSize(width: width, height: height), root: content)
        case .sizeThatFits:
            let measured: CGSize
            beforeRunning(candidate.location)
            do {
                measured = try fittingSize(of: make(size: screenSize, root: content), offered: screenSize, scale: screen.scale,
                                           measurer: measurer)
            } catch {
                throw PreviewError("preview at \(candidate.location): \(error)")
            }
            scene = make(size: measured, root: content)
        }
        if let problem = scene.validationError {
            throw PreviewError("preview at \(candidate.location): \(problem)")
        }
        return scene
    }
}

extension FlipbookScene {
    /// Every `#Preview` and `PreviewProvider` compiled into the process, as scenes: those of
    /// `modules`, or of every module when nil. `measurer` measures text for
    /// the size of `.sizeThatFitsLayout` previews (FlipbookPlayer passes pango's).
    ///
    /// Names: the display name slugged (`"Not liked"` → `not-liked`); an unnamed `#Preview`,
    /// its file's name and its place among the file's unnamed previews (`like-button-1`); a
    /// `PreviewProvider`'s unnamed preview, its type's name without `_Previews`.
    /// Size: the device's screen (default iPhone 16 Pro, 402 × 874 points at @3x) with the view
    /// in its safe area; the size the view takes when offered the device's screen; or the fixed layout's size. Time: 2 s at 60 fps
    /// unless the preview's traits say otherwise.
    ///
    /// Finding previews runs some of their code (a provider's `previews`; a `.sizeThatFitsLayout`
    /// preview is run through its script to find its largest size): `beforeRunning` is called
    /// first with where the preview is declared, so a crash can be blamed on it.
    @MainActor
    public static func previews(in modules: Set<String>? = nil, measuringWith measurer: any TextMeasuring,
                                beforeRunning: (_ location: String) -> Void = { _ in }) throws -> [FlipbookScene] {
        try PreviewScenes.scenes(modules: modules, measurer: measurer, beforeRunning: beforeRunning)
    }
}

extension PreviewScenes {
    /// The largest size `scene`'s view takes when offered `screen` (Apple: "fit the container to the
    /// size of the preview when offered the size of the device"), at the start, after each script
    /// event and at the end (layout sees target values, so a change's final size shows at once), in
    /// whole points.
    static func fittingSize(of scene: FlipbookScene, offered screen: CGSize, scale: Double,
                            measurer: any TextMeasuring) throws -> CGSize {
        let run = try SceneRun(scene: scene, scale: scale, textMeasurer: measurer)
        var size = run.graph.sizeThatFits(ProposedViewSize(screen))
        for time in run.scriptTimes + [scene.duration] {
            _ = try run.displayList(at: time)
            let now = run.graph.sizeThatFits(ProposedViewSize(screen))
            size = CGSize(width: max(size.width, now.width), height: max(size.height, now.height))
        }
        return CGSize(width: max(1, size.width.rounded(.up)), height: max(1, size.height.rounded(.up)))
    }
}

extension FlipbookScene {
    /// A scene showing the view `content` makes as a `#Preview` with `traits` would show it (on a
    /// device's screen by default; `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, a device,
    /// an orientation, `.duration`, `.script`…). `measurer` measures text for `.sizeThatFitsLayout`.
    @MainActor
    public static func preview(_ name: String, traits: [PreviewTrait<Preview.ViewTraits>] = [],
                               measuringWith measurer: any TextMeasuring,
                               content: @escaping @MainActor @Sendable () -> any View) throws -> FlipbookScene {
        try PreviewScenes.scene(named: name, location: name, settings: PreviewSettings(traits), content: content,
                                measurer: measurer, beforeRunning: { _ in })
    }
}

/// A preview that cannot become a scene; the description is one line naming where it is declared.
public struct PreviewError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
}
