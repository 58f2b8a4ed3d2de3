import Flipbook

/// A phone screen that scrolls: a featured carousel (a horizontal scroll view of a `LazyHStack`,
/// no indicators) and rows in a `LazyVStack`, a bottom bar added with `safeAreaInset` (the rows
/// scroll under it), and a grouped background that ignores the safe area. The script scrolls the
/// carousel, then the page (its indicator shows, then fades), then to the last row by its id.
struct ScrollGalleryView: View {
    private let colors: [Color] = [.orange, .pink, .purple, .blue, .teal, .green]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                Text("Featured").font(.title2.bold()).padding(.horizontal)
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 12) {
                        ForEach(0..<8, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 16, style: .continuous)
                                .fill(colors[index % colors.count].gradient)
                                .frame(width: 150, height: 100)
                                .overlay(alignment: .bottomLeading) {
                                    Text("Card \(index + 1)").font(.headline).foregroundStyle(.white).padding(12)
                                }
                        }
                    }
                    .padding(.horizontal)
                }
                .id("carousel")
                Text("Recent").font(.title2.bold()).padding(.horizontal).padding(.top, 8)
                ForEach(1...16, id: \.self) { index in
                    HStack(spacing: 12) {
                        Circle().fill(colors[index % colors.count]).frame(width: 40, height: 40)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Item \(index)").font(.headline)
                            Text("Opened \(index) days ago").font(.subheadline).foregroundStyle(.secondary)
                        }
                        Spacer()
                    }
                    .padding(12)
                    .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
                    .padding(.horizontal)
                }
            }
            .padding(.vertical)
        }
        .safeAreaInset(edge: .bottom) {
            Text("Bottom bar from safeAreaInset").font(.subheadline)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 14)
                .background { Rectangle().fill(.bar).ignoresSafeArea() }
        }
        .background(Color(.systemGroupedBackground).ignoresSafeArea())
    }
}

extension FlipbookScene {
    /// The gallery on an iPhone 16 Pro's screen (62 points of status bar, 34 of home indicator),
    /// light and dark.
    static let scrollGalleries: [FlipbookScene] = ColorScheme.allCases.map { scheme in
        var scene = FlipbookScene(scheme == .light ? "scroll-gallery" : "scroll-gallery-dark",
                                  size: CGSize(width: 402, height: 874), scale: 2, duration: 2.5,
                                  summary: "ScrollView, LazyVStack/LazyHStack, safeAreaInset and ignoresSafeArea on an "
                                      + "iPhone screen, scrolled by the script" + (scheme == .light ? "" : " (dark)")) {
            Scroll(toX: 300, in: "carousel", at: 0.2, animation: .easeInOut(duration: 0.5))
            Scroll(toY: 500, at: 0.9, animation: .easeInOut(duration: 0.6))
            Scroll(to: 16, anchor: .bottom, at: 1.7, animation: .easeInOut(duration: 0.5))
        } content: {
            ScrollGalleryView()
        }
        .goldenTimes([0, 0.45, 1.2, 1.6, 2.4])
        scene.colorScheme = scheme
        scene.safeAreaInsets = EdgeInsets(top: 62, bottom: 34)
        return scene
    }
}
