import Flipbook

// A finger scrolling a photo grid whose section headers and footers pin (issue 19), as app code
// writes it: a `LazyVGrid(pinnedViews: [.sectionHeaders, .sectionFooters])` of albums in a
// `ScrollView`. The script flicks the grid up: the content follows the finger, then glides on and
// slows at UIScrollView's deceleration rate, each album's title held at the top and its count at
// the bottom while the album is on screen, pushed out by the next; at the end of the content a
// second drag pulls it past its end (rubber band) and it settles back.

struct AlbumGridView: View {
    private let albums: [(title: String, count: Int, hue: Double)] = [
        ("Iceland", 15, 0.55), ("Birthday", 9, 0.95), ("Garden", 12, 0.3), ("Harbour", 6, 0.62),
    ]
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                ForEach(albums, id: \.title) { album in
                    Section {
                        ForEach(0..<album.count, id: \.self) { index in
                            Color(hue: album.hue, saturation: 0.3 + Double(index % 5) * 0.1, brightness: 0.85)
                                .frame(height: 110)
                                .overlay(Text("\(index + 1)").font(.caption.bold()).foregroundStyle(.white))
                        }
                    } header: {
                        Text(album.title)
                            .font(.title3.bold())
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal)
                            .padding(.vertical, 10)
                            .background(Color(UIColor.systemBackground))
                    } footer: {
                        Text("\(album.count) photos")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 8)
                            .background(Color(UIColor.secondarySystemBackground))
                    }
                }
            }
        }
    }
}

extension FlipbookScene {
    static let scrollDragDemos: [FlipbookScene] = [albumGridDrag]

    private static var albumGridDrag: FlipbookScene {
        var scene = FlipbookScene("album-grid-drag", size: CGSize(width: 390, height: 600), scale: 2, duration: 3.6,
                                  summary: "Issue 19: a Drag flicks a pinned-section LazyVGrid, which glides and decelerates; rubber band at the end") {
            // 300 pt up in 0.1 s: 3,000 pt/s when the finger lifts; the glide reaches the end.
            Drag(from: CGPoint(x: 195, y: 450), by: CGSize(width: 0, height: -300), duration: 0.1, at: 0.3)
            // At the end of the content, 160 pt more up pulls it past its end.
            Drag(from: CGPoint(x: 195, y: 450), by: CGSize(width: 0, height: -160), duration: 0.3, at: 2.4)
        } content: {
            AlbumGridView()
        }
        // At rest (Iceland's count pinned at the bottom), mid-drag, gliding (Birthday's title
        // pushing Iceland's out), slowing, at rest at the end, pulled past the end, settled back.
        .goldenTimes([0, 0.35, 0.5, 0.8, 2.3, 2.7, 3.5])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }
}
