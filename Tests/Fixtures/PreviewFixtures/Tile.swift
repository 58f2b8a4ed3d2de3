import Flipbook

// A preview named like one in Toast.swift and one in SharedNamePreviewFixtures/Tile.swift (test
// fixture for names that previews of different files share).
#Preview("Dark", traits: .sizeThatFitsLayout) {
    Text("Tile").padding().preferredColorScheme(.dark)
}
