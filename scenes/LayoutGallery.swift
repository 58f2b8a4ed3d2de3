import Flipbook

// One scene per layout container, to look at and to keep as golden frames.

private struct Swatch: View {
    let color: Color
    var width: CGFloat = 40
    var height: CGFloat = 40
    var body: some View { RoundedRectangle(cornerRadius: 6).fill(color).frame(width: width, height: height) }
}

struct StacksGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(alignment: .top) {
                Swatch(color: .red); Swatch(color: .orange, height: 60); Swatch(color: .yellow, height: 20)
                Text("top").font(.caption)
            }
            HStack(alignment: .bottom, spacing: 4) {
                Swatch(color: .green); Swatch(color: .mint, height: 60); Spacer(); Text("spacer, bottom")
            }
            .frame(width: 400)
            HStack(spacing: 0) {
                Text("layoutPriority(1) keeps this whole").layoutPriority(1).lineLimit(1)
                Text("while this one is truncated to fit").lineLimit(1)
            }
            .frame(width: 400)
            ZStack(alignment: .bottomTrailing) {
                Swatch(color: .blue, width: 120, height: 80)
                Swatch(color: .indigo, width: 50, height: 30)
                Text("ZStack").foregroundStyle(.white).padding(4)
            }
            Divider()
            HStack { Text("Fixed"); Color.teal.frame(maxWidth: .infinity, maxHeight: 20); Text("flexible") }
        }
        .padding()
    }
}

struct GridGallery: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
            GridRow {
                Text("Name").font(.headline)
                Text("Role").font(.headline)
                Text("Since").font(.headline).gridColumnAlignment(.trailing)
            }
            Divider()
            GridRow { Text("Ada"); Text("Engineer"); Text("1843") }
            GridRow { Text("Grace"); Text("Admiral and compiler author"); Text("1944") }
            GridRow {
                Color.orange.frame(height: 12).gridCellColumns(2)
                Text("span 2")
            }
            GridRow(alignment: .bottom) {
                Swatch(color: .purple, height: 50)
                Text("bottom-aligned row")
                Swatch(color: .pink, width: 20, height: 20).gridCellAnchor(.topTrailing)
            }
        }
        .padding()
    }
}

struct LazyGridGallery: View {
    var body: some View {
        VStack(spacing: 16) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 8) {
                ForEach(0..<14) { index in
                    Swatch(color: Color(hue: Double(index) / 14, saturation: 0.7, brightness: 0.9), width: 60, height: 30)
                }
            }
            LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.flexible()), GridItem(.flexible(minimum: 40, maximum: 90))]) {
                ForEach(0..<6) { index in
                    Text("cell \(index)").frame(maxWidth: .infinity).padding(6).background(Color.gray.opacity(0.2))
                }
            }
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 6) {
                ForEach(0..<8) { index in Swatch(color: index.isMultiple(of: 2) ? .blue : .cyan, width: 36, height: 30) }
            }
        }
        .padding()
    }
}

struct OverlayGallery: View {
    var body: some View {
        HStack(spacing: 24) {
            Color.blue.frame(width: 100, height: 100)
                .overlay(alignment: .topLeading) { Circle().fill(.yellow).frame(width: 24, height: 24) }
                .overlay(alignment: .bottomTrailing) { Text("BR").foregroundStyle(.white).padding(4) }
            Text("Background sized by its view")
                .padding(12)
                .background(alignment: .leading) { Color.mint.frame(width: 8) }
                .background { RoundedRectangle(cornerRadius: 8).fill(Color.mint.opacity(0.2)) }
                .frame(width: 150)
            Color.orange.frame(width: 60, height: 60).offset(x: 10, y: 10).background(Color.gray.opacity(0.3))
        }
        .padding()
    }
}

struct TextGallery: View {
    private let sentence = "SwiftUI lays text out by proposing a width; the text wraps at word boundaries and grows in height."
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text(sentence).frame(width: 320, alignment: .leading)
            Text(sentence).multilineTextAlignment(.center).frame(width: 320)
            Text(sentence).lineLimit(2).frame(width: 320, alignment: .leading)
            Text(sentence).lineLimit(1).truncationMode(.middle).frame(width: 320, alignment: .leading)
            Text("你好，世界。SwiftUI 的布局从提议尺寸开始。こんにちは 안녕하세요").frame(width: 320, alignment: .leading)
            HStack(alignment: .firstTextBaseline) {
                Text("Baseline").font(.largeTitle)
                Text("aligned").font(.caption)
                Text("text").font(.title3.bold())
            }
            Text("Serif, monospaced and rounded designs").font(.system(size: 17, design: .serif))
            Text("let x = 42 // monospaced").font(.system(size: 15, design: .monospaced))
        }
        .padding()
    }
}

extension FlipbookScene {
    private static func gallery<V: View>(_ name: String, height: CGFloat, _ summary: String,
                                         @ViewBuilder _ content: @escaping @MainActor @Sendable () -> V) -> FlipbookScene {
        FlipbookScene(name, size: CGSize(width: 480, height: height), scale: 2, duration: 0.1, summary: summary) {
            content()
        }
        .goldenTimes([0])
    }

    static let layoutGalleries: [FlipbookScene] = [
        gallery("layout-stacks", height: 420, "Stacks: alignment, spacing, spacers, priorities, ZStack, Divider") { StacksGallery() },
        gallery("layout-grid", height: 300, "Grid: column widths, spans, column alignment, cell anchors") { GridGallery() },
        gallery("layout-lazy-grids", height: 320, "LazyVGrid and LazyHGrid with fixed, flexible and adaptive items") { LazyGridGallery() },
        gallery("layout-overlays", height: 160, "Overlays and backgrounds sized by their view, aligned") { OverlayGallery() },
        gallery("layout-text", height: 460, "Text wrapping, alignment, line limits, truncation, CJK, baselines") { TextGallery() },
    ]
}
