/// An image loaded from a URL — without a network, ever, so that frames are deterministic: a
/// `file://` URL of a PNG or JPEG is loaded at once, in the first frame the view appears in (a file that
/// cannot be read is the `.failure` phase), and so is an `http(s):` URL the scene's
/// ``SampleResponses`` have a file for. Any other URL fails at once, as on an iPhone offline: the
/// `.failure` phase from the first frame, with `URLError(.notConnectedToInternet)` (`placeholder`,
/// or the grey placeholder, where there is no phase closure), and the render summary names the URL
/// once. A nil URL stays in the `.empty` phase.
///
///     AsyncImage(url: URL(string: "file:///tmp/photo.png")) { image in image.resizable() } placeholder: { ProgressView() }
///
/// `transaction` is accepted and has nothing to animate: the phase never changes.
///
/// Partial: `scale` is ignored (a file's `@2x`/`@3x` suffix gives its scale, as for `Image(filePath:)`).
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let content: (AsyncImagePhase) -> any View

    /// The image at its size once loaded; until then, or when it fails, a grey placeholder filling
    /// the space offered.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        content = { phase in
            if let image = phase.image { return image }
            return Color(UIColor.secondarySystemFill)
        }
    }

    /// `content` with the image once loaded; until then (or on failure) `placeholder`.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = { phase in
            if let image = phase.image { return content(image) }
            return placeholder()
        }
    }

    /// `content` for the loading phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        context.resolveChild(content(phase(in: context)), component: .content)
    }

    /// The phase for the URL: a file's PNG (a `file:` URL's, or the scene's sample response to an
    /// `http(s):` one), else a failure (with a warning naming the URL); empty for nil.
    private func phase(in context: ResolveContext) -> AsyncImagePhase {
        guard let url else { return .empty }
        let responses = context.graph.tasks.sampleResponses
        guard let file = url.isFileURL ? url : responses?.file(answering: url) else {
            let fix = responses.map { "no file for it in the sample responses folder \($0.folder.path)" }
                ?? "give it a file:// URL or sample responses (--responses DIR)"
            context.graph.warn("AsyncImage(url: \"\(url.absoluteString)\"): Flipbook renders offline (\(fix)); "
                + "it shows the .failure phase, as an iPhone offline does")
            return .failure(URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url]))
        }
        switch context.graph.images.bitmap(at: file.path) {
        case .success: return .success(Image(filePath: file.path))
        case .failure(let error):
            context.graph.warn("AsyncImage(url: \"\(url.absoluteString)\"): \(error.description); it shows the .failure phase")
            return .failure(error)
        }
    }
}
